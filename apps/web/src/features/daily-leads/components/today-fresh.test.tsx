import { API_ERROR_STATUS, type ApiErrorCode, type CanGenerate } from '@porchlight/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActiveTab } from '@/components/layout/tabs';
import { apiError, stubApi } from '@/test/api';
import { CAN_GENERATE, canGenerate, FRESH, renderToday, TODAY } from '@/test/daily-leads';
import { toastWith } from '@/test/toasts';

vi.mock('./lead-card/lazy-lead-card', () => ({ LeadCard: () => <p>A lead card</p> }));

describe('TodayPanel empty states', () => {
  const variants: [Partial<CanGenerate>, string, string | undefined, ActiveTab | undefined][] = [
    [{ reason: 'paused' }, 'Payment Failed', 'Update Payment Method', 'profile'],
    [{ reason: 'canceled' }, 'Subscription Canceled', 'Renew Subscription', 'profile'],
    [{ reason: 'payment_failed' }, 'Payment Issue', 'Go to Profile', 'profile'],
    [{ reason: 'inactive' }, 'Payment Issue', 'Go to Profile', 'profile'],
    [{ reason: 'criteria_not_set' }, 'Set Your Criteria', 'Set Criteria', 'criteria'],
    [
      { reason: 'weekly_limit', nextAvailable: '2026-11-09T05:00:00.000Z' },
      'Weekly Limit Reached',
      'Go to Saved Leads',
      'saved',
    ],
    [{ reason: 'daily_limit' }, 'Daily Limit Reached', undefined, undefined],
  ];

  it.each(variants)('%o shows "%s"', async (answer, title, button, view) => {
    stubApi({
      [TODAY]: Response.json([]),
      [CAN_GENERATE]: canGenerate({ canGenerate: false, ...answer }),
    });
    const { onViewChange } = renderToday();

    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.queryByRole('button', { name: "Get Today's Leads" })).not.toBeInTheDocument();
    if (answer.reason === 'weekly_limit')
      expect(screen.getByText(/Monday, November 9/)).toBeVisible();
    if (answer.reason === 'daily_limit') expect(screen.getByText(/New leads arrive/)).toBeVisible();
    if (button) {
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(onViewChange).toHaveBeenCalledWith(view);
    }
  });
});

async function generateAgainst(reply: Response) {
  stubApi({ [TODAY]: Response.json([]), [CAN_GENERATE]: canGenerate(), [FRESH]: reply });
  const rendered = renderToday();
  await userEvent.click(await screen.findByRole('button', { name: "Get Today's Leads" }));
  return rendered;
}

describe('TodayPanel fresh-lead toasts', () => {
  const cases: [
    ApiErrorCode,
    Record<string, unknown>,
    string,
    string | undefined,
    ActiveTab | 'again',
  ][] = [
    ['CRITERIA_NOT_SET', {}, 'Set Your Preferences', 'Set Criteria', 'criteria'],
    [
      'DAILY_LIMIT_REACHED',
      { limit: 'daily', nextAvailable: '2026-11-07T05:00:00.000Z' },
      "Today's Leads Complete",
      undefined,
      'profile',
    ],
    // Told by the details' limit, never by the sentence (it matched 'Weekly limit reached').
    [
      'DAILY_LIMIT_REACHED',
      { limit: 'weekly', nextAvailable: '2026-11-09T05:00:00.000Z' },
      'Week Complete!',
      undefined,
      'profile',
    ],
    [
      'SUBSCRIPTION_REQUIRED',
      { subscriptionStatus: 'paused' },
      'Payment Method Needs Attention',
      'Update Payment',
      'profile',
    ],
    [
      'SUBSCRIPTION_REQUIRED',
      { subscriptionStatus: 'canceled' },
      'Ready to Continue?',
      'Reactivate',
      'profile',
    ],
    [
      'SUBSCRIPTION_REQUIRED',
      { subscriptionStatus: 'inactive' },
      "Let's Get You Started",
      'Get Started',
      'profile',
    ],
    [
      'ALL_LEADS_ARE_DUPLICATES',
      { count: 7, canGetMore: false },
      'All 7 Leads Were Duplicates',
      'Update Criteria',
      'criteria',
    ],
    [
      'ALL_LEADS_ARE_DUPLICATES',
      { count: 5, canGetMore: true },
      'All 5 Leads Were Duplicates',
      'Get More Leads',
      'again',
    ],
    ['SEARCH_CRITERIA_EXHAUSTED', {}, "Let's Find More Leads!", 'Update Criteria', 'criteria'],
    ['LEAD_SOURCE_UNAVAILABLE', {}, 'Something Went Wrong', 'Check Criteria', 'criteria'],
  ];

  it.each(cases)('%s %o: "%s"', async (code, extras, title, button, target) => {
    const { onViewChange } = await generateAgainst(
      apiError(API_ERROR_STATUS[code], { error: code, message: 'The server said no.', ...extras }),
    );
    const toast = await toastWith(title);
    if (!button) return;
    const action = within(toast).getByRole('button', { name: button });
    if (target !== 'again') {
      // fireEvent: jsdom has no pointer capture, which a toast's swipe handling asks for.
      fireEvent.click(action);
      expect(onViewChange).toHaveBeenCalledWith(target);
    }
  });

  it('keeps the partial-delivery banner until the agent acts on it', async () => {
    const { onViewChange } = await generateAgainst(
      Response.json({
        status: 'partial',
        count: 3,
        duplicateCount: 0,
        totalDelivered: 3,
        remainingNeeded: 2,
        remainingAvailable: 0,
        canGetMore: false,
        leads: [],
      }),
    );
    expect(await toastWith('Some of Your Leads Are Here')).toHaveTextContent('3 of 5');
    const banner = screen.getByRole('region', { name: '3 of 5 leads delivered today' });
    expect(within(banner).getByRole('button', { name: 'Get Remaining Leads' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByText('3 of 5 leads delivered today');
    expect(banner).toBeInTheDocument();

    await userEvent.click(within(banner).getByRole('button', { name: 'Update Search Criteria' }));
    expect(onViewChange).toHaveBeenCalledWith('criteria');
    expect(screen.queryByRole('region', { name: /leads delivered today/ })).not.toBeInTheDocument();
  });
});

describe('Get Today\u2019s Leads with no connection', () => {
  it('says so at once and sends nothing that could deliver a batch later', async () => {
    const fetchMock = stubApi({
      [TODAY]: Response.json([]),
      [CAN_GENERATE]: canGenerate(),
      [FRESH]: Response.json({}),
    });
    renderToday();
    const button = await screen.findByRole('button', { name: "Get Today's Leads" });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await userEvent.click(button);

    expect(await toastWith("You're Offline")).toHaveTextContent(
      "Today's leads come when you're back.",
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/fresh'))).toEqual([]);
  });

  it('calls a request cut off at the network level offline, not Something Went Wrong', async () => {
    stubApi({
      [TODAY]: Response.json([]),
      [CAN_GENERATE]: canGenerate(),
      [FRESH]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderToday();
    await userEvent.click(await screen.findByRole('button', { name: "Get Today's Leads" }));

    expect(await toastWith("You're Offline")).toBeVisible();
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
  });
});
