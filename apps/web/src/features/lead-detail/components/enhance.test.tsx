import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi } from '@/test/api';
import {
  AGENT_ID,
  ENRICH,
  enriched,
  expectToast,
  heldReply,
  renderDetails,
} from '@/test/lead-detail';
import { makeLead } from '@/test/lead-fixture';

function enhanceButton(name = 'Enhance Skip Trace') {
  return screen.getByRole('button', { name });
}

describe('Enhance Skip Trace', () => {
  it('shows Enhancing… while in progress, then how many contacts it found, then Enhanced', async () => {
    const held = heldReply();
    const fetchMock = stubApi({ [ENRICH]: held.reply });
    renderDetails(makeLead());

    await userEvent.click(enhanceButton());
    expect(enhanceButton('Enhancing…')).toBeDisabled();
    expect(sentBodies(fetchMock, ENRICH)).toEqual([{ agentId: AGENT_ID }]);
    held.answer(enriched({ phonesAdded: 2, emailsAdded: 1, phonesFound: 3, emailsFound: 1 }));

    await expectToast('Contacts Enhanced', 'Found 2 new phone numbers and 1 new email');
    await waitFor(() => expect(enhanceButton('Enhanced')).toBeDisabled());
  });

  it.each([
    ['a 404', apiError(404, { error: 'NOT_FOUND', message: 'No contacts found.' })],
    ['an empty answer', enriched({ phonesFound: 1 })],
  ])('reports no additional contacts after %s, and counts the lead enhanced', async (_, reply) => {
    stubApi({ [ENRICH]: reply });
    renderDetails(makeLead());

    await userEvent.click(enhanceButton());

    const toast = await expectToast(
      'No Additional Contacts Found',
      'The provider has no additional contact information.',
    );
    expect(toast).not.toHaveClass('bg-destructive');
    await waitFor(() => expect(enhanceButton('Enhanced')).toBeDisabled());
  });

  it('says contacts are already available for a lead enriched before', async () => {
    stubApi({ [ENRICH]: enriched({}, true) });
    renderDetails(makeLead());

    await userEvent.click(enhanceButton());

    expect(await screen.findByText('Contacts Already Available')).toBeInTheDocument();
    await waitFor(() => expect(enhanceButton('Enhanced')).toBeDisabled());
  });

  it("shows the server's message on failure (the daily limit) and lets the agent retry", async () => {
    const limit = 'You have used all 20 skip traces for today.';
    stubApi({ [ENRICH]: apiError(429, { error: 'RATE_LIMITED', message: limit }) });
    renderDetails(makeLead());

    await userEvent.click(enhanceButton());

    const toast = await expectToast('Enhancement Failed', limit);
    expect(toast).toHaveClass('bg-destructive');
    await waitFor(() => expect(enhanceButton()).toBeEnabled());
  });

  it('falls back to "Could not enhance lead" when the server says nothing', async () => {
    stubApi({ [ENRICH]: new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    renderDetails(makeLead());

    await userEvent.click(enhanceButton());

    await expectToast('Enhancement Failed', 'Could not enhance lead. Please try again.');
  });

  it('asks for an agent id before calling', async () => {
    const fetchMock = stubApi();
    renderDetails(makeLead(), '');

    await userEvent.click(enhanceButton());

    await expectToast('Enhancement Failed', 'Agent ID required');
    expect(sentBodies(fetchMock, ENRICH)).toEqual([]);
  });

  it('reads Enhanced and stays disabled for a lead already enhanced', () => {
    stubApi();
    renderDetails(makeLead({ skipSherpaEnriched: true }));

    expect(enhanceButton('Enhanced')).toBeDisabled();
  });
});
