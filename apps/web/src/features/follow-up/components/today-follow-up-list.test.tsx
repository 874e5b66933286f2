import type { ActivityDashboardItem } from '@porchlight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPLETE_DAY, makeItem, renderDashboard } from '@/test/follow-up';
import { fixtureId } from '@/test/lead-fixture';

const TITLE = "Today's Follow-up Activities";

/** `count` leads on day 1 with nothing to send, so that Skip Day completes each. */
function dueLeads(count: number): ActivityDashboardItem[] {
  return Array.from({ length: count }, (_, index) =>
    makeItem({
      lead: { id: fixtureId('lead', index + 1), address: `${index + 1} Bay Rd` },
      activity: { id: fixtureId('activity', index + 1) },
      contacts: [],
    }),
  );
}

const section = () => screen.getByRole('region', { name: TITLE });
/** The rows' names: each row is a disclosure button named by its lead's address and day. */
const rows = () =>
  [...section().querySelectorAll('button[aria-expanded]')]
    .map((row) => row.getAttribute('aria-label') ?? '')
    .filter((name) => /^\d+ Bay Rd/.test(name));

describe('Today’s Follow-up Activities, compact', () => {
  it('counts the day’s leads in the heading and shows the next three as rows, no card open', async () => {
    renderDashboard(dueLeads(25));

    const heading = await screen.findByRole('heading', { level: 2, name: `${TITLE} 25` });
    expect(heading).toBeVisible();
    expect(rows()).toEqual([
      '1 Bay Rd, Day 1 of 6: email',
      '2 Bay Rd, Day 1 of 6: email',
      '3 Bay Rd, Day 1 of 6: email',
    ]);
    expect(within(section()).queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activity Summary' })).toBeVisible();
  });

  it('shows all the leads a tap away, and fewer again', async () => {
    renderDashboard(dueLeads(25));
    const showAll = await screen.findByRole('button', { name: 'Show All 25' });

    await userEvent.click(showAll);
    expect(rows()).toHaveLength(25);
    expect(rows()[24]).toBe('25 Bay Rd, Day 1 of 6: email');

    await userEvent.click(screen.getByRole('button', { name: 'Show Fewer' }));
    expect(rows()).toHaveLength(3);
  });

  it('opens one lead’s card at a time from its row', async () => {
    renderDashboard(dueLeads(5));
    const first = await screen.findByRole('button', { name: /^1 Bay Rd/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const card = screen.getByRole('article', { name: '1 Bay Rd' });
    expect(document.getElementById(first.getAttribute('aria-controls') ?? '')).toContainElement(
      card,
    );

    await userEvent.click(screen.getByRole('button', { name: /^2 Bay Rd/ }));
    expect(screen.queryByRole('article', { name: '1 Bay Rd' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: '2 Bay Rd' })).toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a worked lead’s Congratulations in view, then lets it leave for the next lead', async () => {
    let worked = false;
    const leads = dueLeads(4);
    renderDashboard(
      () =>
        Response.json(
          worked
            ? [makeItem({ ...leads[0], dayStatus: 'doneAwaitingRollover' }), ...leads.slice(1)]
            : leads,
        ),
      {
        [COMPLETE_DAY]: () => {
          worked = true;
          return Response.json({ dayCompleted: true });
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^1 Bay Rd/ }));
    const card = screen.getByRole('article', { name: '1 Bay Rd' });

    await userEvent.click(within(card).getByRole('button', { name: 'Skip Day 1 for 1 Bay Rd' }));

    expect(await within(card).findByText('Congratulations')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: `${TITLE} 3` })).toBeVisible();
    expect(rows()).toEqual([
      '1 Bay Rd, Day 1 done',
      '2 Bay Rd, Day 1 of 6: email',
      '3 Bay Rd, Day 1 of 6: email',
      '4 Bay Rd, Day 1 of 6: email',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Next Lead 2 Bay Rd' }));

    expect(rows()).toEqual([
      '2 Bay Rd, Day 1 of 6: email',
      '3 Bay Rd, Day 1 of 6: email',
      '4 Bay Rd, Day 1 of 6: email',
    ]);
    expect(screen.getByRole('article', { name: '2 Bay Rd' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^2 Bay Rd/ })).toHaveFocus();
    // Worked, it is still a tap away until the day rolls over.
    await userEvent.click(screen.getByRole('button', { name: 'Show All 4' }));
    expect(rows()[0]).toBe('1 Bay Rd, Day 1 done');
  });

  it('says when every lead is done, and hands focus to the heading as a worked row closes', async () => {
    let worked = false;
    const [lead] = dueLeads(1);
    renderDashboard(
      () =>
        Response.json([worked ? makeItem({ ...lead, dayStatus: 'doneAwaitingRollover' }) : lead]),
      {
        [COMPLETE_DAY]: () => {
          worked = true;
          return Response.json({ dayCompleted: true });
        },
      },
    );
    const row = await screen.findByRole('button', { name: /^1 Bay Rd/ });
    await userEvent.click(row);
    await userEvent.click(screen.getByRole('button', { name: 'Skip Day 1 for 1 Bay Rd' }));
    await screen.findByText('Congratulations');
    expect(screen.getByText('Every lead is done for today.')).toBeVisible();

    await userEvent.click(row);

    await waitFor(() => expect(row).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: `${TITLE} 0` })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show All 1' })).toBeVisible();
  });
});
