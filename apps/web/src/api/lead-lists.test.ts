import * as routes from '@porchlight/contracts/routes';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { agentKey, routeKey } from '@/lib/route-query';
import { refreshLeadLists } from './lead-lists';

const AGENT = 'agent-1';

describe('refreshLeadLists', () => {
  it("marks stale the agent's saved and dismissed lists and the follow-up, and nothing else", async () => {
    const queryClient = new QueryClient();
    const refreshed = [
      agentKey(routes.getSavedLeads, AGENT),
      agentKey(routes.getDismissedLeads, AGENT),
      agentKey(routes.getFollowUpDashboard, AGENT),
      agentKey(routes.getActivitySummary, AGENT),
      routeKey(routes.getActivityStats, { query: { agentId: AGENT } }),
    ];
    const kept = [
      agentKey(routes.getTodaysLeads, AGENT),
      agentKey(routes.getOutboundScripts, AGENT),
      agentKey(routes.getOptOuts, AGENT),
    ];
    for (const key of [...refreshed, ...kept]) queryClient.setQueryData(key, []);

    await refreshLeadLists(queryClient, AGENT);

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(refreshed.map(invalidated)).toEqual(refreshed.map(() => true));
    expect(kept.map(invalidated)).toEqual(kept.map(() => false));
  });
});
