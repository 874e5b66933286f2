import * as routes from '@porchlight/contracts/routes';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { agentKey, invalidateRoutes, routeKey } from './route-query';

const AGENT = 'agent-1';

describe('routeKey', () => {
  it("is the route's path, then its parameters in the path's order, then its query and body", () => {
    expect(routeKey(routes.getCriteria, { params: { agentId: AGENT } })).toEqual([
      '/api/criteria/:agentId',
      AGENT,
    ]);
    expect(routeKey(routes.getLead, { params: { leadId: 'lead-1' } })).toEqual([
      '/api/leads/:leadId',
      'lead-1',
    ]);
    expect(routeKey(routes.getActivityStats, { query: { agentId: AGENT } })).toEqual([
      '/api/activities/stats',
      { agentId: AGENT },
    ]);
    expect(routeKey(routes.confirmEmail, { body: { token: 't' } })).toEqual([
      '/api/confirm-email',
      { token: 't' },
    ]);
    expect(routeKey(routes.getBadges)).toEqual(['/api/badges']);
  });

  it('is the same key agentKey gives a route of the agent', () => {
    expect(agentKey(routes.getSavedLeads, AGENT)).toEqual(
      routeKey(routes.getSavedLeads, { params: { agentId: AGENT } }),
    );
  });
});

describe('invalidateRoutes', () => {
  it('marks stale every answer of the routes given, and nothing else', async () => {
    const queryClient = new QueryClient();
    const cached = [
      agentKey(routes.getReferrals, AGENT),
      agentKey(routes.getReferrals, 'agent-2'),
      agentKey(routes.getReferralLink, AGENT),
      agentKey(routes.getCredits, AGENT),
    ];
    for (const key of cached) queryClient.setQueryData(key, {});

    await invalidateRoutes(queryClient, [routes.getReferrals, routes.getCredits]);

    const stale = cached.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, false, true]);
  });
});
