import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '@/test/api';
import { AGENT_ID, STATS, STATS_RESPONSE } from '@/test/follow-up';
import { renderWithProviders } from '@/test/render';
import { FollowUpSummary } from './follow-up-summary';

describe('Follow-up Summary', () => {
  it("shows the follow-up's numbers", async () => {
    stubApi({ [STATS]: Response.json(STATS_RESPONSE) });
    renderWithProviders(<FollowUpSummary agentId={AGENT_ID} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your follow-up summary...');

    const card = screen.getByRole('region', { name: 'Follow-up Summary' });
    const figure = async (label: string) =>
      (await within(card).findByText(label)).nextElementSibling;
    expect(await figure('In Sequence')).toHaveTextContent('12');
    expect(await figure('In Progress')).toHaveTextContent('9');
    expect(await figure('Contacts Sent')).toHaveTextContent('31');
    expect(await figure('Contacts Passed')).toHaveTextContent('7');
    expect(await figure('Completed')).toHaveTextContent('3');
  });

  it('offers a retry when the numbers cannot be loaded', async () => {
    stubApi({ [STATS]: apiError(500, { error: 'INTERNAL_ERROR', message: 'Database is down.' }) });
    renderWithProviders(<FollowUpSummary agentId={AGENT_ID} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your follow-up summary.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});
