import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api';
import { renderSaved, SAVED, savedLead } from '@/test/saved-leads';

/** 5 daily leads and 75 bought ones: an agent after a 50- and a 25-lead package. */
const eighty = Array.from({ length: 80 }, (_, index) =>
  savedLead(index + 1, index, { source: index < 5 ? 'daily' : 'bulk' }),
);

// By tag and text, not by role: role queries over 75 cards take seconds in jsdom.
const addresses = (group: HTMLElement) =>
  [...group.querySelectorAll('h3')].map((heading) => heading.textContent);

describe('SavedPanel at 80 saved leads', () => {
  it('shows each group 25 leads at a time, with the rest a tap away', async () => {
    stubApi({ [SAVED]: Response.json(eighty) });
    renderSaved();
    expect(await screen.findByText('80 saved leads')).toBeVisible();
    const daily = screen.getByRole('region', { name: 'Daily Leads' });
    const bought = screen.getByRole('region', { name: 'Purchased Leads' });
    expect(addresses(daily)).toHaveLength(5);
    expect(within(daily).queryByText(/More$/)).not.toBeInTheDocument();
    expect(addresses(bought)).toHaveLength(25);
    expect(addresses(bought)[24]).toBe('30 Palm Ave');
    expect(within(bought).getByText('25 of 75 shown')).toBeVisible();

    const more = within(bought).getByText('Show 25 More');
    expect(more.tagName).toBe('BUTTON');
    await userEvent.click(more);
    expect(addresses(bought)).toHaveLength(50);
    expect(addresses(bought)[49]).toBe('55 Palm Ave');
    expect(more).toHaveFocus();
  });

  it('says how many the last page adds, and shows no more once all are shown', async () => {
    stubApi({ [SAVED]: Response.json(eighty.slice(0, 35)) });
    renderSaved();
    const bought = await screen.findByRole('region', { name: 'Purchased Leads' });
    expect(within(bought).getByText('25 of 30 shown')).toBeVisible();
    await userEvent.click(within(bought).getByText('Show 5 More'));
    expect(addresses(bought)).toHaveLength(30);
    expect(addresses(bought)[29]).toBe('35 Palm Ave');
    expect(within(bought).queryByText(/More$/)).not.toBeInTheDocument();
    expect(within(bought).queryByText(/shown$/)).not.toBeInTheDocument();
  });

  it('puts the count, Export Leads and Buy Bulk Leads before the groups, and the Follow-up Summary after them', async () => {
    stubApi({ [SAVED]: Response.json(eighty) });
    renderSaved({
      summary: <p>Follow-up Summary</p>,
      bulkPurchase: <button type="button">Buy Bulk Leads</button>,
    });
    const count = await screen.findByText('80 saved leads');
    const inOrder = [
      count,
      screen.getByRole('button', { name: 'Export Leads' }),
      screen.getByRole('button', { name: 'Buy Bulk Leads' }),
      screen.getByRole('region', { name: 'Daily Leads' }),
      screen.getByRole('region', { name: 'Purchased Leads' }),
      screen.getByText('Follow-up Summary'),
      screen.getByRole('button', { name: 'View Dismissed Leads' }),
    ];
    for (const [index, element] of inOrder.slice(1).entries()) {
      expect(inOrder[index]?.compareDocumentPosition(element)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });
});
