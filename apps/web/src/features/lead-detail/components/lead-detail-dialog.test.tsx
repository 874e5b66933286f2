import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  AGENT_ID,
  leadWithContacts,
  renderDetails,
  renderOpenable,
  section,
} from '@/test/lead-detail';
import { makeLead } from '@/test/lead-fixture';
import { renderWithProviders } from '@/test/render';
import { LEAD_DETAIL_FLAG_DELAY_MS } from '../hooks/use-open-settled';
import { LeadDetailDialog } from './lead-detail-dialog';

/** The value shown for a fact (a dt and its dd) in a section. */
function fact(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const PRICED = {
  estimatedValue: null,
  propertyValue: 500_000,
  equity: null,
  equityBalance: 200_000,
  equityPercent: 40,
  lastTransferPrice: 410_000,
  lastSalePrice: 390_000,
  lastSaleDate: '2019-03-14',
};

describe('LeadDetailDialog', () => {
  it('is a dialog named by the address, described by its city, with every section', () => {
    renderDetails(makeLead(PRICED));

    const dialog = screen.getByRole('dialog', { name: '1234 Palm Ave' });
    expect(dialog).toHaveAccessibleDescription('Miami, FL 33101');
    for (const name of [
      'Cash Buyer Offers',
      'Street View',
      'Property Overview',
      'Owner Contact Information',
      'Deal Evaluation',
    ]) {
      expect(within(dialog).getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('group', { name: 'Contact status' })).toBeInTheDocument();
  });

  it('teases 3 cash offers at 82–88 % of the value, and hides the teaser without a value', () => {
    const { unmount } = renderDetails(makeLead(PRICED));
    expect(section('Cash Buyer Offers')).toHaveTextContent(
      '3 cash offers between $410,000 and $440,000',
    );
    unmount();

    renderDetails(makeLead());
    expect(screen.queryByRole('heading', { name: 'Cash Buyer Offers' })).not.toBeInTheDocument();
  });

  it('shows the overview with the derived display rules', () => {
    renderDetails(
      makeLead({ ...PRICED, bedrooms: 4, beds: null, sqft: 2150, confidenceScore: 87 }),
    );
    const overview = section('Property Overview');

    expect(fact(overview, 'Estimated Value')).toBe('$500,000');
    expect(fact(overview, 'Equity')).toBe('$200,000 (40%)');
    expect(fact(overview, 'Estimated Mortgage')).toBe('$300,000');
    expect(fact(overview, 'Value Confidence')).toBe('87/100');
    expect(fact(overview, 'Last Sale Price')).toBe('$410,000');
    expect(fact(overview, 'Last Sale Date')).toBe('3/14/2019');
    expect(fact(overview, 'Beds')).toBe('4');
    expect(fact(overview, 'Baths')).toBe('2');
    expect(fact(overview, 'Square Feet')).toBe('2,150');
    expect(fact(overview, 'Year Built')).toBe('1978');
    expect(fact(overview, 'Property Type')).toBe('SFR');
    const types = within(overview).getByRole('list', { name: 'Lead types' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['High Equity', 'Absentee Out of State']);
    expect(overview).toHaveTextContent('Owned for 22 years · mailing address in Ohio');
  });

  it('says N/A for every figure the lead lacks', () => {
    renderDetails(makeLead({ yearBuilt: null }));
    const overview = section('Property Overview');

    for (const label of [
      'Estimated Value',
      'Equity',
      'Estimated Mortgage',
      'Last Sale Price',
      'Last Sale Date',
      'Year Built',
    ]) {
      expect(fact(overview, label)).toBe('N/A');
    }
    // No score from the source: no figure at all, rather than a promise of one.
    expect(within(overview).queryByText('Value Confidence')).not.toBeInTheDocument();
  });

  it('shows both owners on two lines and the mailing address', () => {
    renderDetails(makeLead());
    const owner = section('Owner Contact Information');

    expect(within(owner).getByText('Ana Diaz', { selector: 'dd' })).toBeInTheDocument();
    expect(within(owner).getByText('Luis Diaz', { selector: 'dd' })).toBeInTheDocument();
    expect(fact(owner, 'Mailing Address')).toBe('9 Elm St, Columbus, OH 43004');
  });

  it('says "Not available" without a mailing street or an owner name', () => {
    renderDetails(
      makeLead({
        mailingStreet: null,
        owner1: null,
        owner2: null,
        ownerFullName: null,
        ownerName: null,
      }),
    );
    const owner = section('Owner Contact Information');

    expect(fact(owner, 'Mailing Address')).toBe('Not available');
    expect(fact(owner, 'Owner')).toBe('Not available');
  });

  it('says why an imported phone is DNC, in the mark and to a screen reader', () => {
    renderDetails(
      leadWithContacts({
        phoneNumbers: [
          {
            id: 'import-phone-1',
            number: '3055550123',
            dnc: true,
            dncReason: 'litigator',
            source: 'import',
            personName: null,
          },
        ],
      }),
    );
    const contacts = within(section('Owner Contact Information')).getByRole('list', {
      name: 'Owner contacts',
    });
    const [phone] = within(contacts).getAllByRole('listitem');
    expect(within(phone as HTMLElement).getByText('DNC · Litigator')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(within(phone as HTMLElement).getByText('Do not call: Litigator')).toHaveClass('sr-only');
  });

  it('lists phones as (###) ###-####, marks DNC for screen readers too, then emails', () => {
    renderDetails(leadWithContacts({ passedContacts: ['e9'] }));
    const contacts = within(section('Owner Contact Information')).getByRole('list', {
      name: 'Owner contacts',
    });
    const [first, second, third] = within(contacts).getAllByRole('listitem');

    expect(first).toHaveTextContent('(305) 555-0123');
    expect(first).toHaveTextContent('Ana Diaz');
    expect(within(first as HTMLElement).queryByText('DNC')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('(305) 555-0188');
    expect(within(second as HTMLElement).getByText('DNC')).toHaveAttribute('aria-hidden', 'true');
    expect(within(second as HTMLElement).getByText('Do not call')).toHaveClass('sr-only');
    expect(third).toHaveTextContent('ana@example.com');
    for (const name of ['Pass (305) 555-0123', 'Pass (305) 555-0188', 'Pass ana@example.com']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('hides contacts the lead has passed, and says when none are left', () => {
    renderDetails(leadWithContacts({ passedContacts: ['p1', 'p2', 'e1'] }));

    expect(screen.queryByRole('list', { name: 'Owner contacts' })).not.toBeInTheDocument();
    expect(screen.getByText('No contact information available')).toBeInTheDocument();
  });

  it('evaluates the deal from the numbers alone', () => {
    renderDetails(makeLead(PRICED));
    const evaluation = section('Deal Evaluation');

    expect(
      within(evaluation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The owner holds 40% equity ($200,000).',
      'About $300,000 is estimated to remain on the mortgage.',
      'The value is $90,000 (22%) above the last sale price ($410,000 on 3/14/2019).',
      'Even the lowest cash offer would pay off the estimated mortgage, leaving about $110,000.',
    ]);
    expect(within(evaluation).queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('labels sample data, and says when there is too little to evaluate', () => {
    renderDetails(makeLead({ dataSource: 'sample' }));
    const evaluation = section('Deal Evaluation');

    expect(within(evaluation).getByText('Sample data')).toBeInTheDocument();
    expect(within(evaluation).getByText('Not enough data to evaluate this deal.')).toBeVisible();
  });

  it('takes focus itself on opening, and keeps Tab inside', async () => {
    renderDetails(makeLead());
    const dialog = screen.getByRole('dialog');

    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Contacted' })).toHaveFocus();
    // From the first control back round to the last: the close button.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with its close button and with Escape', async () => {
    const { onOpenChange } = renderDetails(makeLead());

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('opens on its loading state until the lead is read', () => {
    renderWithProviders(
      <LeadDetailDialog agentId={AGENT_ID} lead={null} open onOpenChange={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Property Details' });
    expect(dialog).toHaveAccessibleDescription('Loading property details...');
    expect(dialog.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it('says the lead could not be loaded, and tries again on request', async () => {
    const onRetry = vi.fn();
    const error = new ApiError(500, '{"error":"INTERNAL_ERROR","message":"Something broke."}');
    renderWithProviders(
      <LeadDetailDialog
        agentId={AGENT_ID}
        lead={null}
        loadError={{ error, retrying: false, onRetry }}
        open
        onOpenChange={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Property Details' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('We could not load this lead.');
    expect(alert).toHaveTextContent('Something broke.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('LeadDetailDialog street view', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const map = () => screen.queryByRole('img', { name: 'Map of 1234 Palm Ave' });

  it('mounts the map 500 ms after each opening, once the dialog has opened', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { setOpen } = renderOpenable(LeadDetailDialog, true);

    expect(section('Street View')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LEAD_DETAIL_FLAG_DELAY_MS - 1));
    expect(map()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(map()).toBeInTheDocument();

    setOpen(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    setOpen(true);
    expect(map()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LEAD_DETAIL_FLAG_DELAY_MS));
    expect(map()).toBeInTheDocument();
  });
});
