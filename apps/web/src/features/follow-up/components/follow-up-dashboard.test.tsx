import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies } from '@/test/api';
import {
  ACTIVITY_ID,
  AGENT_ID,
  COMPLETE_DAY,
  callCount,
  customEmail,
  DASHBOARD,
  DISMISS,
  expectToast,
  findCard,
  LEAD_ID,
  makeContact,
  makeItem,
  renderDashboard,
  SCRIPTS,
  SUMMARY,
  SUMMARY_RESPONSE,
} from '@/test/follow-up';
import { fixtureId } from '@/test/lead-fixture';

const TITLE = "Today's Follow-up Activities";

describe('Follow-up dashboard', () => {
  it('shows nothing when there is no activity', async () => {
    const { fetchMock } = renderDashboard([]);

    await waitFor(() => expect(callCount(fetchMock, DASHBOARD)).toBe(1));
    await waitFor(() => expect(callCount(fetchMock, SCRIPTS)).toBe(1));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activity Summary' })).not.toBeInTheDocument();
  });

  it('says so, with a retry, when the activities cannot be loaded', async () => {
    renderDashboard(() => apiError(500, { error: 'INTERNAL_ERROR', message: 'Database is down.' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We could not load today's follow-up activities.",
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('lists one card per lead, with the owner, the lead actions and the status slot', async () => {
    const { onViewLead } = renderDashboard([
      makeItem(),
      makeItem({
        lead: { id: fixtureId('lead', 2), address: '9 Ocean Dr' },
        activity: { id: 'a-2' },
      }),
    ]);

    const section = await screen.findByRole('region', { name: TITLE });
    // One row per lead; a card opens from its row (today-follow-up-list.test.tsx).
    expect(within(section).getByRole('button', { name: /^9 Ocean Dr, / })).toBeVisible();
    const card = await findCard();
    expect(within(card).getByText('Miami, FL 33101')).toBeInTheDocument();
    expect(within(card).getByText('Ana Diaz')).toBeInTheDocument();
    expect(within(card).getByText('Luis Diaz')).toBeInTheDocument();
    expect(within(card).getByText('Status toggle for 1234 Palm Ave')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Contact 1234 Palm Ave' })).toBeEnabled();

    await userEvent.click(within(card).getByRole('button', { name: 'View Lead 1234 Palm Ave' }));
    expect(onViewLead).toHaveBeenCalledWith(LEAD_ID);
  });

  it('opens and closes the Activity Summary, reading the numbers when first opened', async () => {
    const { fetchMock } = renderDashboard([makeItem()], {
      [SUMMARY]: Response.json(SUMMARY_RESPONSE),
    });
    const toggle = await screen.findByRole('button', { name: 'Activity Summary' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(callCount(fetchMock, SUMMARY)).toBe(0);

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const summary = screen.getByRole('region', { name: 'Activity Summary' });
    const figure = async (label: string) =>
      (await within(summary).findByText(label)).nextElementSibling;
    expect(await figure('Leads Received')).toHaveTextContent('10');
    expect(await figure('Leads Saved')).toHaveTextContent('6');
    expect(await figure('Leads Passed')).toHaveTextContent('4');
    expect(await figure('Emails Sent')).toHaveTextContent('3');
    expect(await figure('Texts Sent')).toHaveTextContent('2');
    expect(await figure('Postcards Sent')).toHaveTextContent('1');
    expect(await figure('Leads Enhanced')).toHaveTextContent('5');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(summary).queryByText('Emails Sent')).not.toBeInTheDocument();
  });

  it('shows the six-day track with the done days checked and today marked', async () => {
    renderDashboard([makeItem({ dayNumber: 3, contacts: [makeContact()] })]);
    const card = await findCard();

    const track = within(card).getByRole('list', { name: 'Follow-up sequence' });
    expect(track.tagName).toBe('OL');
    const steps = within(track).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/^Day \d/, ''))).toEqual([
      'Day 1 of 6: email, done',
      'Day 2 of 6: text, done',
      'Day 3 of 6: email, today',
      'Day 4 of 6: text',
      'Day 5 of 6: email',
      'Day 6 of 6: text',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows Congratulations once the day is done, until the next day opens', async () => {
    renderDashboard([
      makeItem({ dayNumber: 2, dayStatus: 'doneAwaitingRollover', isComplete: true }),
    ]);
    // A lead done for today is a tap away, under Show All.
    await userEvent.click(await screen.findByRole('button', { name: 'Show All 1' }));
    const card = await findCard();

    expect(within(card).getByText('Congratulations')).toBeInTheDocument();
    expect(
      within(card).getByText('All done for today. Day 3 opens at midnight (ET).'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Day 2 of 6: text, done')).toBeInTheDocument();
  });

  it('shows Sequence Complete after day 6, every day checked', async () => {
    renderDashboard([makeItem({ dayNumber: 6, dayStatus: 'sequenceComplete', isComplete: true })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Show All 1' }));
    const card = await findCard();

    expect(within(card).getByText('Sequence Complete')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Day 6 of 6: text, done')).toBeInTheDocument();
    expect(within(card).queryByText(/today$/)).not.toBeInTheDocument();
  });

  it('says the lead has no contact information and skips the day', async () => {
    let reads = 0;
    const { fetchMock } = renderDashboard(
      () => {
        reads += 1;
        return Response.json(
          reads === 1
            ? [makeItem({ dayNumber: 3, contacts: [] })]
            : [makeItem({ dayNumber: 3, contacts: [], dayStatus: 'doneAwaitingRollover' })],
        );
      },
      { [COMPLETE_DAY]: Response.json({ dayCompleted: true }) },
    );
    const card = await findCard();
    expect(within(card).getByText('No contact information available')).toBeInTheDocument();
    expect(
      within(card).getByText('This lead has no email addresses for Day 3'),
    ).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Skip Day 3 for 1234 Palm Ave' }),
    );

    await expectToast('Day Complete', 'Day 3 is done. Day 4 opens tomorrow.');
    expect(sentBodies(fetchMock, COMPLETE_DAY)).toEqual([
      { agentId: AGENT_ID, leadId: LEAD_ID, activityId: ACTIVITY_ID },
    ]);
    expect(await within(card).findByText('Congratulations')).toBeInTheDocument();
  });

  it('says a text day has no phone numbers when only a custom email is left', async () => {
    renderDashboard([
      makeItem({
        dayNumber: 2,
        contacts: [
          customEmail(),
          makeContact({ id: 'p9', recipientType: 'phone', dncStatus: true }),
        ],
      }),
    ]);
    const card = await findCard();

    expect(within(card).getByText('This lead has no phone numbers for Day 2')).toBeInTheDocument();
    expect(within(card).queryByText('No contact information available')).not.toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Skip Day 2 for 1234 Palm Ave' }),
    ).toBeEnabled();
  });

  it('offers no Skip Day while an owner contact is still to be sent', async () => {
    renderDashboard([makeItem()]);
    const card = await findCard();

    expect(within(card).queryByRole('button', { name: /^Skip Day/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/has no email addresses/)).not.toBeInTheDocument();
  });

  it('dismisses a lead from the follow-up only once confirmed', async () => {
    let dismissed = false;
    const second = makeItem({ lead: { id: fixtureId('lead', 2), address: '9 Ocean Dr' } });
    const { fetchMock } = renderDashboard(
      () => Response.json(dismissed ? [second] : [makeItem(), second]),
      {
        [DISMISS]: () => {
          dismissed = true;
          return Response.json({ leadId: LEAD_ID, followUpDismissed: true });
        },
      },
    );
    const card = await findCard();
    const dismiss = within(card).getByRole('button', { name: 'Dismiss 1234 Palm Ave' });

    await userEvent.click(dismiss);
    const confirm = screen.getByRole('alertdialog', { name: 'Dismiss from follow-up?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Following Up' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, DISMISS)).toEqual([]);

    await userEvent.click(dismiss);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss from Follow-up' }));

    await expectToast('Removed from Follow-up', '1234 Palm Ave is still in your saved leads.');
    expect(sentBodies(fetchMock, DISMISS)).toEqual([{ agentId: AGENT_ID, leadId: LEAD_ID }]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '1234 Palm Ave' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: new RegExp(TITLE) })).toHaveFocus();
  });

  it('keeps the lead and says so when the dismissal fails', async () => {
    renderDashboard([makeItem()], {
      [DISMISS]: apiError(500, { error: 'INTERNAL_ERROR', message: 'Database is down.' }),
    });
    const card = await findCard();

    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss 1234 Palm Ave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss from Follow-up' }));

    await expectToast('Dismiss Failed', 'Database is down.');
    expect(await findCard()).toBeInTheDocument();
  });
});
