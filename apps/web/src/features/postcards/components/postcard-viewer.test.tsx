import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { makeLead } from '@/test/lead-fixture';
import {
  ORDER_ID,
  POSTCARD_ORDER,
  PREVIEW_URL,
  postcardPreview,
  renderLeadPostcard,
} from '@/test/postcards';
import { UNSETTLED_POLL_MS } from '../api/get-postcard-order';

const PREPARING = 'The postcard is still being prepared. Try again in a moment.';
const sentLead = (postcardSentAt = '2026-11-09T15:00:00.000Z') =>
  makeLead({ postcardSent: true, postcardSentAt, thanksIoPreviewOrderId: ORDER_ID });

async function viewPostcard() {
  await userEvent.click(screen.getByRole('button', { name: 'View Postcard' }));
  return screen.getByRole('dialog', { name: 'Your Postcard' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('View Postcard', () => {
  it('says when the postcard was sent', () => {
    stubApi();
    renderLeadPostcard(sentLead());

    expect(screen.getByText('Postcard sent Nov 9, 2026')).toBeVisible();
  });

  it('offers no View Postcard before a postcard was sent', () => {
    stubApi();
    renderLeadPostcard();

    expect(screen.queryByRole('button', { name: 'View Postcard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Preview Postcard/ })).toBeVisible();
  });

  it('waits while the card is prepared (409), then shows its front and back', async () => {
    let asked = 0;
    stubApi({
      [POSTCARD_ORDER]: () => {
        asked++;
        return asked === 1
          ? apiError(409, { error: 'POSTCARD_PREPARING', message: PREPARING })
          : postcardPreview();
      },
    });
    renderLeadPostcard(sentLead());

    const viewer = await viewPostcard();

    expect(within(viewer).getByRole('status')).toHaveTextContent('Preparing your postcard...');
    const front = await within(viewer).findByRole('img', { name: 'Front of the postcard' });
    expect(front).toHaveAttribute('src', `${PREVIEW_URL}?side=front`);
    expect(within(viewer).getByRole('img', { name: 'Back of the postcard' })).toHaveAttribute(
      'src',
      PREVIEW_URL,
    );
    expect(asked).toBe(2);
  });

  it('asks only once the card has had time to render when it was sent just now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ [POSTCARD_ORDER]: postcardPreview() });
    renderLeadPostcard(sentLead(new Date().toISOString()));

    const viewer = await viewPostcard();

    expect(within(viewer).getByText('Preparing your postcard...')).toBeVisible();
    expect(sentBodies(fetchMock, POSTCARD_ORDER)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await within(viewer).findByRole('img', { name: 'Back of the postcard' })).toBeVisible();
  });

  it('says the card is being checked with the service, never that nothing was charged, until it was mailed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = postcardPreview('checking');
    stubApi({ [POSTCARD_ORDER]: () => answer });
    renderLeadPostcard(sentLead());

    const viewer = await viewPostcard();

    const state = await within(viewer).findByRole('status');
    expect(state).toHaveTextContent(
      'Checking with the postcard service whether it took this card. It will not be sent or charged twice.',
    );
    expect(viewer).not.toHaveTextContent(/nothing was charged/i);
    answer = postcardPreview('mailed');
    await vi.advanceTimersByTimeAsync(UNSETTLED_POLL_MS);
    expect(await within(viewer).findByText('Mailed by the postcard service.')).toBeVisible();
  });

  it('says the card failed when a card shown as checking settles as failed while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const failure =
      'We stopped trying: the postcard service could not be reached for over 12 hours, so we cannot tell whether it took this card. It will not be sent again.';
    let answer: Response = postcardPreview('checking');
    stubApi({ [POSTCARD_ORDER]: () => answer });
    renderLeadPostcard(sentLead());

    const viewer = await viewPostcard();
    await within(viewer).findByText(/Checking with the postcard service/);
    answer = apiError(502, { error: 'POSTCARD_SERVICE_FAILED', message: failure });
    await vi.advanceTimersByTimeAsync(UNSETTLED_POLL_MS);

    expect(await within(viewer).findByRole('alert')).toHaveTextContent(failure);
    expect(viewer).not.toHaveTextContent(/Checking with the postcard service/);
  });

  it('says why when the card cannot be shown, after asking a few times', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const failure = 'The front image address is on a private network.';
    stubApi({ [POSTCARD_ORDER]: apiError(409, { error: 'CONFLICT', message: failure }) });
    renderLeadPostcard(sentLead());

    const viewer = await viewPostcard();
    await vi.advanceTimersByTimeAsync(20_000);

    expect(await within(viewer).findByRole('alert')).toHaveTextContent(failure);
    expect(within(viewer).getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
