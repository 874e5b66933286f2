import type { Lead } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queuedActions } from '@/lib/offline-queue';
import { agentKey, routeKey } from '@/lib/route-query';
import { apiError, sentBodies, stubApi } from '@/test/api';
import {
  AGENT_ID,
  CONTACT_STATUS,
  expectToast,
  heldReply,
  renderDetails,
} from '@/test/lead-detail';
import { makeLead } from '@/test/lead-fixture';
import { ACTION_FIELDS } from '@/test/offline';

const SAVED_KEY = agentKey(routes.getSavedLeads, AGENT_ID);
const LEAD_KEY = routeKey(routes.getLead, { params: { leadId: makeLead().id } });

function statusButton(name: 'Contacted' | 'Blocked') {
  return screen.getByRole('button', { name });
}

function answeredLead(body: unknown): Response {
  const { contactStatus } = body as Pick<Lead, 'contactStatus'>;
  return Response.json(makeLead({ contactStatus }));
}

describe('Contact status toggle', () => {
  it('marks the lead contacted, both buttons waiting while the update is pending', async () => {
    const held = heldReply();
    const fetchMock = stubApi({ [CONTACT_STATUS]: held.reply });
    const { queryClient } = renderDetails(makeLead({ contactStatus: 'none', ...ACTION_FIELDS }));
    queryClient.setQueryData(SAVED_KEY, []);
    queryClient.setQueryData(LEAD_KEY, makeLead());
    expect(statusButton('Contacted')).toHaveAttribute('aria-pressed', 'false');
    expect(statusButton('Blocked')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(statusButton('Contacted'));

    expect(sentBodies(fetchMock, CONTACT_STATUS)).toEqual([
      { agentId: AGENT_ID, contactStatus: 'contacted', ...ACTION_FIELDS },
    ]);
    expect(statusButton('Contacted')).toBeDisabled();
    expect(statusButton('Blocked')).toBeDisabled();
    expect(statusButton('Contacted')).toHaveAttribute('aria-pressed', 'true');

    held.answer(Response.json(makeLead({ contactStatus: 'contacted', ...ACTION_FIELDS })));
    await expectToast('Status Updated', 'Lead marked as contacted');
    await waitFor(() => expect(statusButton('Contacted')).toBeEnabled());
    expect(statusButton('Blocked')).toBeEnabled();
    expect(statusButton('Contacted')).toHaveAttribute('aria-pressed', 'true');
    expect(queryClient.getQueryState(SAVED_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(LEAD_KEY)?.isInvalidated).toBe(true);
  });

  it('marks the lead blocked', async () => {
    const fetchMock = stubApi({ [CONTACT_STATUS]: answeredLead });
    renderDetails(makeLead({ contactStatus: 'contacted', ...ACTION_FIELDS }));
    expect(statusButton('Contacted')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(statusButton('Blocked'));

    await expectToast('Status Updated', 'Lead marked as blocked');
    expect(sentBodies(fetchMock, CONTACT_STATUS)).toEqual([
      { agentId: AGENT_ID, contactStatus: 'blocked', ...ACTION_FIELDS },
    ]);
    expect(statusButton('Blocked')).toHaveAttribute('aria-pressed', 'true');
    expect(statusButton('Contacted')).toHaveAttribute('aria-pressed', 'false');
  });

  it('paints the pressed Blocked icon in the button\u2019s white, not the grey of an unpressed one', () => {
    stubApi();
    renderDetails(makeLead({ contactStatus: 'blocked', ...ACTION_FIELDS }));
    // Grey (#57534e) on the red (#b91c1c) is 1.6:1; white on it 6.5:1 (non-text contrast: 3:1).
    const icon = statusButton('Blocked').querySelector('svg');
    expect(icon).not.toBeNull();
    expect(statusButton('Blocked')).toHaveClass('[&_svg]:text-destructive-foreground');
    expect(statusButton('Blocked')).not.toHaveClass('[&_svg]:text-muted-foreground');
    expect(statusButton('Contacted')).toHaveClass('[&_svg]:text-muted-foreground');
  });

  it('resets to none when the current status is pressed again', async () => {
    const fetchMock = stubApi({ [CONTACT_STATUS]: answeredLead });
    renderDetails(makeLead({ contactStatus: 'blocked', ...ACTION_FIELDS }));

    await userEvent.click(statusButton('Blocked'));

    await expectToast('Status Updated', 'Lead marked as none');
    expect(sentBodies(fetchMock, CONTACT_STATUS)).toEqual([
      { agentId: AGENT_ID, contactStatus: 'none', ...ACTION_FIELDS },
    ]);
    expect(statusButton('Blocked')).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a change made with no connection as done: star pressed, kept on every copy, queued', async () => {
    stubApi({ [CONTACT_STATUS]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const lead = makeLead({ contactStatus: 'none', ...ACTION_FIELDS });
    // As on a follow-up card: the saved list and the follow-up are kept, the dialog's lead is not.
    const { queryClient } = renderDetails(lead);
    queryClient.setQueryData(SAVED_KEY, [lead]);

    await userEvent.click(statusButton('Contacted'));

    await expectToast(
      'Status Updated',
      "Lead marked as contacted. Kept on this phone: it is sent when you're back online.",
    );
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
    expect(statusButton('Contacted')).toHaveAttribute('aria-pressed', 'true');
    expect(queuedActions()).toMatchObject([{ route: 'updateContactStatus' }]);
    expect(queryClient.getQueryData<Lead[]>(SAVED_KEY)?.[0]?.contactStatus).toBe('contacted');
  });

  it('keeps the old status and says so when the update fails', async () => {
    stubApi({
      [CONTACT_STATUS]: apiError(500, { error: 'INTERNAL_ERROR', message: 'Something broke.' }),
    });
    const { queryClient } = renderDetails(makeLead({ contactStatus: 'none', ...ACTION_FIELDS }));
    queryClient.setQueryData(SAVED_KEY, []);
    queryClient.setQueryData(LEAD_KEY, makeLead());

    await userEvent.click(statusButton('Contacted'));

    const toast = await expectToast(
      'Update Failed',
      'Could not update lead status. Please try again.',
    );
    expect(toast).toHaveClass('bg-destructive');
    await waitFor(() => expect(statusButton('Contacted')).toBeEnabled());
    expect(statusButton('Contacted')).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryState(SAVED_KEY)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(LEAD_KEY)?.isInvalidated).toBe(false);
  });

  it('asks for an agent id before calling', async () => {
    const fetchMock = stubApi();
    renderDetails(makeLead(), '');

    await userEvent.click(statusButton('Blocked'));

    await expectToast('Update Failed', 'Agent ID required');
    expect(sentBodies(fetchMock, CONTACT_STATUS)).toEqual([]);
  });
});
