import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshLeadLists } from './lead-lists';
import {
  accountsKeys,
  creditsKeys,
  criteriaKeys,
  dailyLeadsKeys,
  followUpKeys,
  leadDetailKeys,
  optOutsKeys,
  savedLeadsKeys,
  scriptsKeys,
} from './query-keys';

const AGENT = 'agent-1';

/** A cache holding every key below, fresh, so a test can see which ones a change marks stale. */
function cacheWithEveryList() {
  const queryClient = new QueryClient();
  const keys = [
    savedLeadsKeys.list(AGENT),
    savedLeadsKeys.dismissed(AGENT),
    followUpKeys.dashboard(AGENT),
    followUpKeys.summary(AGENT),
    followUpKeys.stats(AGENT),
    dailyLeadsKeys.today(AGENT),
    scriptsKeys.list(AGENT, 'outbound'),
    optOutsKeys.list(AGENT),
  ];
  for (const key of keys) queryClient.setQueryData(key, []);
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey.join('/'))
      .sort();
  return { queryClient, stale };
}

describe('query keys', () => {
  it('are the segments of the path their query GETs', () => {
    expect(accountsKeys.agent(AGENT).join('/')).toBe('/api/agents/agent-1');
    expect(criteriaKeys.detail(AGENT).join('/')).toBe('/api/criteria/agent-1');
    expect(dailyLeadsKeys.today(AGENT).join('/')).toBe('/api/leads/today/agent-1');
    expect(savedLeadsKeys.list(AGENT).join('/')).toBe('/api/saved/agent-1');
    expect(savedLeadsKeys.dismissed(AGENT).join('/')).toBe('/api/dismissed/agent-1');
    expect(leadDetailKeys.detail('lead-1').join('/')).toBe('/api/leads/lead-1');
    expect(followUpKeys.dashboard(AGENT).join('/')).toBe('/api/activities/dashboard/agent-1');
    expect(scriptsKeys.list(AGENT, 'mailer').join('/')).toBe('/api/mailer-scripts/agent-1');
    expect(creditsKeys.balance(AGENT).join('/')).toBe('/api/credits/agent-1');
    expect(creditsKeys.transactions(AGENT).join('/')).toBe('/api/credits/agent-1/transactions');
  });

  it("cover the follow-up's dashboard, summary and stats with followUpKeys.all", async () => {
    const { queryClient, stale } = cacheWithEveryList();

    await queryClient.invalidateQueries({ queryKey: followUpKeys.all });

    expect(stale()).toEqual([
      '/api/activities/dashboard/agent-1',
      '/api/activities/stats/agent-1',
      '/api/activities/summary/agent-1',
    ]);
  });
});

describe('refreshLeadLists', () => {
  it("marks stale the agent's saved and dismissed lists and the follow-up, and nothing else", async () => {
    const { queryClient, stale } = cacheWithEveryList();

    await refreshLeadLists(queryClient, AGENT);

    expect(stale()).toEqual([
      '/api/activities/dashboard/agent-1',
      '/api/activities/stats/agent-1',
      '/api/activities/summary/agent-1',
      '/api/dismissed/agent-1',
      '/api/saved/agent-1',
    ]);
  });
});
