import type { Lead } from '@porchlight/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeLead } from '@/test/lead-fixture';
import { LeadCard } from './lead-card';

function renderCard(
  overrides: Partial<Lead> = {},
  props: { canUndo?: boolean; busy?: boolean } = {},
) {
  const handlers = {
    onSave: vi.fn(() => Promise.resolve()),
    onPass: vi.fn(() => Promise.resolve()),
    onUndo: vi.fn(),
  };
  const view = render(
    <LeadCard
      lead={makeLead(overrides)}
      canUndo={props.canUndo ?? true}
      busy={props.busy}
      {...handlers}
    />,
  );
  return { ...view, ...handlers };
}

const card = () => screen.getByRole('group', { name: 'Lead: 1234 Palm Ave' });
const button = (name: string) => screen.getByRole('button', { name });

describe('LeadCard', () => {
  it('shows the address, size, owner, mailing address, tags and why this lead', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: '1234 Palm Ave' })).toBeVisible();
    expect(screen.getByText('Miami, FL 33101')).toBeVisible();
    expect(screen.getByText('1,850')).toBeVisible();
    expect(screen.getByText('Owner Information')).toBeVisible();
    expect(screen.getByText('Ana Diaz')).toBeVisible();
    expect(screen.getByText('Luis Diaz')).toBeVisible();
    expect(screen.getByText('9 Elm St, Columbus, OH 43004')).toBeVisible();
    expect(screen.getByText('Owned for 22 years · mailing address in Ohio')).toHaveClass(
      'truncate',
    );
    const tags = within(screen.getByRole('list', { name: 'Lead types' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['High Equity', 'Absentee Out of State']);
    expect(screen.getByRole('img', { name: 'Map of 1234 Palm Ave' })).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('badges the first type that is not Off Market, else Off Market', () => {
    const { unmount } = renderCard();
    // The badge and the tag both say High Equity; Off Market is in neither.
    expect(screen.getAllByText('High Equity')).toHaveLength(2);
    expect(screen.queryByText('Off Market')).not.toBeInTheDocument();
    unmount();
    renderCard({ leadTypes: ['Off Market'] });
    expect(screen.getAllByText('Off Market')).toHaveLength(2);
  });

  it('falls back through the owner names and says "Not available" without a mailing street', () => {
    renderCard({
      owner1: null,
      owner2: null,
      ownerFullName: 'Diaz Family Trust',
      mailingStreet: null,
    });
    expect(screen.getByText('Diaz Family Trust')).toBeVisible();
    expect(screen.getByText('Not available')).toBeVisible();
  });

  it('shows a dash for missing sizes and marks sample data', () => {
    renderCard({ beds: null, bedrooms: null, sqft: null, totalArea: null, dataSource: 'sample' });
    expect(screen.getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('Sample data')).toBeVisible();
  });

  it('marks an imported lead under review as Imported', () => {
    renderCard({ source: 'import', dataSource: 'import', leadTypes: [] });
    expect(screen.getByText('Imported')).toBeVisible();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('passes, saves and undoes from the buttons', async () => {
    const { onPass, onUndo } = renderCard();
    await userEvent.click(button('Undo'));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await userEvent.click(button('Pass'));
    expect(onPass).toHaveBeenCalledOnce();
    expect(await screen.findByText('Lead Passed')).toBeVisible();
    expect(screen.getByText('Loading next lead...')).toBeVisible();
    expect(screen.getByText('Lead passed')).toBeInTheDocument();
  });

  it('shows the confirmation after a save and ignores a second action', async () => {
    const { onSave, onPass } = renderCard();
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Lead Saved')).toBeVisible();
    expect(screen.getByText('Loading next lead...')).toBeVisible();
    expect(screen.getByText('Lead saved')).toBeInTheDocument();
    expect(button('Pass')).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSave).toHaveBeenCalledOnce();
    expect(onPass).not.toHaveBeenCalled();
  });

  it('disables undo when nothing can be undone, and everything while busy', async () => {
    const { unmount, onUndo } = renderCard({}, { canUndo: false });
    expect(button('Undo')).toBeDisabled();
    card().focus();
    await userEvent.keyboard('u');
    expect(onUndo).not.toHaveBeenCalled();
    unmount();
    const busy = renderCard({}, { busy: true });
    for (const name of ['Pass', 'Undo', 'Save']) expect(button(name)).toBeDisabled();
    card().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(busy.onSave).not.toHaveBeenCalled();
  });

  it('answers ← pass, → save and U undo on the focused card', async () => {
    const first = renderCard();
    card().focus();
    await userEvent.keyboard('U');
    expect(first.onUndo).toHaveBeenCalledOnce();
    await userEvent.keyboard('{ArrowLeft}');
    expect(first.onPass).toHaveBeenCalledOnce();
    first.unmount();
    const second = renderCard();
    card().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second.onSave).toHaveBeenCalledOnce();
    expect(await screen.findByText('Lead Saved')).toBeVisible();
  });

  it('answers the keys when the page itself has focus', async () => {
    const { onPass } = renderCard();
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onPass).toHaveBeenCalledOnce();
  });

  it('keeps the card when the action fails', async () => {
    const { onSave } = renderCard();
    onSave.mockRejectedValueOnce(new Error('Failed to record swipe action'));
    await userEvent.click(button('Save'));
    expect(onSave).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Lead Saved')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1234 Palm Ave' })).toBeVisible();
  });

  it('hands the focus to the next card after a keyboard swipe, not to the page', async () => {
    const { onSave, onPass, onUndo, rerender } = renderCard();
    card().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Lead Saved')).toBeVisible();
    // The parent shows the next lead in a new card (a new key), as the Today tab does.
    const next = makeLead({ id: 'lead-2', address: '55 Ocean Dr' });
    rerender(
      <LeadCard key="lead-2" lead={next} canUndo onSave={onSave} onPass={onPass} onUndo={onUndo} />,
    );
    expect(screen.getByRole('group', { name: 'Lead: 55 Ocean Dr' })).toHaveFocus();
  });

  it('hands the focus on after a button press too, but takes none from the page', async () => {
    const { onSave, onPass, onUndo, rerender } = renderCard();
    await userEvent.click(button('Pass'));
    expect(await screen.findByText('Lead Passed')).toBeVisible();
    const next = makeLead({ id: 'lead-2', address: '55 Ocean Dr' });
    const nextCard = (key: string) => (
      <LeadCard key={key} lead={next} canUndo onSave={onSave} onPass={onPass} onUndo={onUndo} />
    );
    rerender(nextCard('lead-2'));
    expect(screen.getByRole('group', { name: 'Lead: 55 Ocean Dr' })).toHaveFocus();
    // A card that never had the focus leaves it where it is.
    screen.getByRole('group', { name: 'Lead: 55 Ocean Dr' }).blur();
    rerender(nextCard('lead-3'));
    expect(document.activeElement).toBe(document.body);
  });

  it('starts fresh when the parent brings the next lead', async () => {
    const { onSave, onPass, onUndo, rerender } = renderCard();
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Lead Saved')).toBeVisible();
    const next = makeLead({ id: 'lead-2', address: '55 Ocean Dr' });
    rerender(<LeadCard lead={next} canUndo onSave={onSave} onPass={onPass} onUndo={onUndo} />);
    expect(screen.queryByText('Lead Saved')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '55 Ocean Dr' })).toBeVisible();
    expect(button('Save')).toBeEnabled();
  });
});
