import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queuedActions } from '@/lib/offline-queue';
import {
  AGENT_ID,
  findCard,
  makeItem,
  phoneContact,
  RECORD,
  renderDashboard,
} from '@/test/follow-up';
import { getFollowUpDashboardQueryOptions } from '../api/get-follow-up-dashboard';

describe('a pass with no connection, on one of two cards whose phones share the id p1', () => {
  it('names this lead’s own number in the waiting list, and marks only this card', async () => {
    const first = makeItem({
      dayNumber: 2,
      lead: { id: '3b1f5c9e-1111-4a2b-8c3d-000000000001', address: '1 First St' },
      contacts: [phoneContact({ recipientValue: '3055550101' })],
    });
    const second = makeItem({
      dayNumber: 2,
      lead: { id: '3b1f5c9e-2222-4a2b-8c3d-000000000002', address: '2 Second St' },
      contacts: [phoneContact({ recipientValue: '3055550202' })],
    });
    // Read once; then the connection is gone, for the record and for any read again.
    let reads = 0;
    const dashboard = () => {
      reads += 1;
      if (reads > 1) throw new TypeError('Failed to fetch');
      return Response.json([first, second]);
    };
    const { queryClient } = renderDashboard(dashboard, {
      [RECORD]: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const card = await findCard('2 Second St');
    await userEvent.click(within(card).getByRole('button', { name: 'Pass (305) 555-0202' }));

    await waitFor(() => expect(queuedActions()).toHaveLength(1));
    expect(queuedActions()[0]?.label).toBe('Pass 3055550202');
    const kept = queryClient.getQueryData(getFollowUpDashboardQueryOptions(AGENT_ID).queryKey);
    expect(kept?.map((item) => item.contacts[0]?.status)).toEqual(['pending', 'passed']);
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
  });
});
