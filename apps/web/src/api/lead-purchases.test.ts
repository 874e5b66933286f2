import * as routes from '@porchlight/contracts/routes';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { agentKey } from '@/lib/route-query';
import { purchaseAnswer } from '@/test/credits';
import { newPurchaseAttempt, refreshAfterPurchase } from './lead-purchases';

const AGENT = 'agent-1';

describe('refreshAfterPurchase', () => {
  it('shows the answered balance, and marks stale the credits, the lists and the follow-up', async () => {
    const queryClient = new QueryClient();
    const keys = [
      agentKey(routes.getCredits, AGENT),
      agentKey(routes.getCreditTransactions, AGENT),
      agentKey(routes.getSavedLeads, AGENT),
      agentKey(routes.getFollowUpDashboard, AGENT),
      agentKey(routes.getTodaysLeads, AGENT),
    ];
    for (const key of keys) queryClient.setQueryData(key, []);

    await refreshAfterPurchase(queryClient, AGENT, purchaseAnswer({ credits: 7 }));

    expect(queryClient.getQueryData(agentKey(routes.getCredits, AGENT))).toEqual({ credits: 7 });
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryHash);
    expect(stale.sort()).toEqual(
      [
        agentKey(routes.getFollowUpDashboard, AGENT),
        agentKey(routes.getCredits, AGENT),
        agentKey(routes.getCreditTransactions, AGENT),
        agentKey(routes.getSavedLeads, AGENT),
      ]
        .map(hashKey)
        .sort(),
    );
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
