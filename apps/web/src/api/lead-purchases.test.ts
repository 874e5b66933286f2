import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { purchaseAnswer } from '@/test/credits';
import { newPurchaseAttempt, refreshAfterPurchase } from './lead-purchases';
import { creditsKeys, dailyLeadsKeys, followUpKeys, savedLeadsKeys } from './query-keys';

const AGENT = 'agent-1';

describe('refreshAfterPurchase', () => {
  it('shows the answered balance, and marks stale the credits, the lists and the follow-up', async () => {
    const queryClient = new QueryClient();
    const keys = [
      creditsKeys.balance(AGENT),
      creditsKeys.transactions(AGENT),
      savedLeadsKeys.list(AGENT),
      followUpKeys.dashboard(AGENT),
      dailyLeadsKeys.today(AGENT),
    ];
    for (const key of keys) queryClient.setQueryData(key, []);

    await refreshAfterPurchase(queryClient, AGENT, purchaseAnswer({ credits: 7 }));

    expect(queryClient.getQueryData(creditsKeys.balance(AGENT))).toEqual({ credits: 7 });
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey.join('/'));
    expect(stale.sort()).toEqual([
      '/api/activities/dashboard/agent-1',
      '/api/credits/agent-1',
      '/api/credits/agent-1/transactions',
      '/api/saved/agent-1',
    ]);
  });
});

describe('newPurchaseAttempt', () => {
  it('gives every attempt its own idempotency key', () => {
    const first = newPurchaseAttempt({ packageSize: 25 });
    const second = newPurchaseAttempt({ packageSize: 25 });

    expect(first.request).toEqual({ packageSize: 25 });
    expect(first.idempotencyKey).not.toBe(second.idempotencyKey);
  });
});
