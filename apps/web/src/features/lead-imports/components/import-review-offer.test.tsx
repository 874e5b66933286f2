import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reportNetworkError } from '@/lib/connection';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { buildLead, CAN_GENERATE, canGenerate, renderToday, TODAY } from '@/test/daily-leads';
import { importReview, OFFER_REVIEW, REVIEW } from '@/test/lead-imports';

const DAILY_LIMIT = canGenerate({ canGenerate: false, reason: 'daily_limit' });

describe("Review in Today: imported leads after the day's batch", () => {
  it('offers the next batch once the day is done, and shows its cards', async () => {
    let batch = [buildLead(1, 'saved')];
    const fetchMock = stubApi({
      [TODAY]: () => Response.json(batch),
      [CAN_GENERATE]: DAILY_LIMIT,
      [REVIEW]: Response.json(importReview({ waiting: 12 })),
      [OFFER_REVIEW]: () => {
        batch = [buildLead(1, 'saved'), buildLead(2), buildLead(3)];
        return Response.json(importReview({ waiting: 2, offeredToday: 10 }));
      },
    });
    renderToday();

    expect(await screen.findByText('12 imported leads waiting for review')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Daily Limit Reached' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Review 10 Imported Leads' }));

    expect(await screen.findByText('2 of 3 remaining')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Current lead' })).toBeVisible();
    expect(sentBodies(fetchMock, OFFER_REVIEW)).toEqual([{}]);
    expect(screen.queryByText(/waiting for review/)).not.toBeInTheDocument();
  });

  it('offers what is left when fewer than a batch wait, beside an empty state', async () => {
    stubApi({
      [TODAY]: Response.json([]),
      [CAN_GENERATE]: canGenerate({ canGenerate: false, reason: 'weekly_limit' }),
      [REVIEW]: Response.json(importReview({ waiting: 3 })),
    });
    renderToday();

    expect(await screen.findByRole('heading', { name: 'Weekly Limit Reached' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Review 3 Imported Leads' })).toBeEnabled();
    expect(screen.getByText('3 imported leads waiting for review')).toBeVisible();
  });

  it("does not ask before the day's batch, nor while a card is current", async () => {
    const fetchMock = stubApi({
      [TODAY]: Response.json([]),
      [CAN_GENERATE]: canGenerate(),
    });
    renderToday();
    expect(await screen.findByRole('button', { name: "Get Today's Leads" })).toBeVisible();

    const asked = fetchMock.mock.calls.filter(([url]) => String(url).includes('/import-review/'));
    expect(asked).toEqual([]);
  });

  it('says nothing when no imported lead waits', async () => {
    stubApi({
      [TODAY]: Response.json([buildLead(1, 'dismissed')]),
      [CAN_GENERATE]: canGenerate(),
      [REVIEW]: Response.json(importReview()),
    });
    const fetchMock = vi.mocked(fetch);
    renderToday();

    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeVisible();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/import-review/'))).toBe(
        true,
      ),
    );
    expect(screen.queryByText(/waiting for review/)).not.toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses the offer", async () => {
    stubApi({
      [TODAY]: Response.json([buildLead(1, 'saved')]),
      [CAN_GENERATE]: DAILY_LIMIT,
      [REVIEW]: Response.json(importReview({ waiting: 12 })),
      [OFFER_REVIEW]: apiError(409, {
        error: 'CONFLICT',
        message: "Swipe today's leads first: the imported ones come after them.",
      }),
    });
    renderToday();
    await userEvent.click(await screen.findByRole('button', { name: 'Review 10 Imported Leads' }));

    expect(
      await screen.findByText("Swipe today's leads first: the imported ones come after them."),
    ).toBeVisible();
  });

  it('needs a connection to offer the imported leads', async () => {
    stubApi({
      [TODAY]: Response.json([buildLead(1, 'saved')]),
      [CAN_GENERATE]: DAILY_LIMIT,
      [REVIEW]: Response.json(importReview({ waiting: 12 })),
    });
    renderToday();
    const button = await screen.findByRole('button', { name: 'Review 10 Imported Leads' });

    act(() => reportNetworkError());
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Reviewing imported leads needs a connection.');
  });
});
