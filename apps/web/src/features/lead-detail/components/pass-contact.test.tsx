import * as routes from '@porchlight/contracts/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queuedActions } from '@/lib/offline-queue';
import { agentKey, routeKey } from '@/lib/route-query';
import { apiError, sentBodies, stubApi } from '@/test/api';
import {
  AGENT_ID,
  expectToast,
  heldReply,
  leadWithContacts,
  PASS_CONTACT,
  renderDetails,
} from '@/test/lead-detail';
import { ACTION_FIELDS } from '@/test/offline';
import { wholeText } from '@/test/whole-text';

const SAVED_KEY = agentKey(routes.getSavedLeads, AGENT_ID);
const DASHBOARD_KEY = agentKey(routes.getFollowUpDashboard, AGENT_ID);
const LEAD_KEY = routeKey(routes.getLead, { params: { leadId: leadWithContacts().id } });

function contactsList() {
  return screen.getByRole('list', { name: 'Owner contacts' });
}

describe('Passing a contact', () => {
  it('hides it at once, sends it, then refreshes the lead, the saved list and the follow-up', async () => {
    const held = heldReply();
    const fetchMock = stubApi({ [PASS_CONTACT]: held.reply });
    const { queryClient } = renderDetails(leadWithContacts());
    queryClient.setQueryData(SAVED_KEY, []);
    queryClient.setQueryData(DASHBOARD_KEY, []);
    queryClient.setQueryData(LEAD_KEY, leadWithContacts());

    await userEvent.click(screen.getByRole('button', { name: 'Pass (305) 555-0123' }));

    expect(within(contactsList()).queryByText('(305) 555-0123')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, PASS_CONTACT)).toEqual([
      { agentId: AGENT_ID, contactId: 'p1', ...ACTION_FIELDS },
    ]);
    expect(queryClient.getQueryState(SAVED_KEY)?.isInvalidated).toBe(false);

    held.answer(Response.json(leadWithContacts({ passedContacts: ['p1'] })));
    await waitFor(() => expect(queryClient.getQueryState(SAVED_KEY)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(DASHBOARD_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(LEAD_KEY)?.isInvalidated).toBe(true);
    expect(within(contactsList()).queryByText('(305) 555-0123')).not.toBeInTheDocument();
  });

  it('brings the contact back with the server message when the server refuses', async () => {
    const held = heldReply();
    stubApi({ [PASS_CONTACT]: held.reply });
    const { queryClient } = renderDetails(leadWithContacts());
    queryClient.setQueryData(SAVED_KEY, []);

    await userEvent.click(screen.getByRole('button', { name: 'Pass ana@example.com' }));
    expect(
      within(contactsList()).queryByText(wholeText('ana@example.com')),
    ).not.toBeInTheDocument();
    held.answer(apiError(404, { error: 'NOT_FOUND', message: 'This contact is not on the lead.' }));

    const toast = await expectToast('Update Failed', 'This contact is not on the lead.');
    expect(toast).toHaveClass('bg-destructive');
    expect(within(contactsList()).getByText(wholeText('ana@example.com'))).toBeInTheDocument();
    expect(queryClient.getQueryState(SAVED_KEY)?.isInvalidated).toBe(false);
  });

  it('keeps the pass on the phone when no answer comes: hidden, and waiting to be sent', async () => {
    stubApi({ [PASS_CONTACT]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderDetails(leadWithContacts());

    await userEvent.click(screen.getByRole('button', { name: 'Pass (305) 555-0188' }));

    await waitFor(() => expect(queuedActions()).toHaveLength(1));
    expect(queuedActions()[0]).toMatchObject({
      route: 'passContact',
      agentId: AGENT_ID,
      input: { body: { agentId: AGENT_ID, contactId: 'p2', ...ACTION_FIELDS } },
    });
    expect(within(contactsList()).queryByText('(305) 555-0188')).not.toBeInTheDocument();
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
  });

  it('says no contact information is available once the last one is passed', async () => {
    const passed = leadWithContacts({ phoneNumbers: [], passedContacts: ['e1'] });
    stubApi({ [PASS_CONTACT]: Response.json(passed) });
    renderDetails(leadWithContacts({ phoneNumbers: [] }));

    await userEvent.click(screen.getByRole('button', { name: 'Pass ana@example.com' }));

    expect(screen.getByText('No contact information available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Owner contacts' })).not.toBeInTheDocument();
  });
});
