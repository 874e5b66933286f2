import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { referralsKeys, streaksKeys } from './reward-keys';

const AGENT = 'agent-1';

describe('the referrals and streaks query keys', () => {
  it('are the segments of the path their query GETs', () => {
    expect(referralsKeys.link(AGENT).join('/')).toBe('/api/referrals/link/agent-1');
    expect(referralsKeys.list(AGENT).join('/')).toBe('/api/referrals/agent-1');
    expect(referralsKeys.code('MARIA25').join('/')).toBe('/api/referral-codes/MARIA25');
    expect(streaksKeys.streak(AGENT).join('/')).toBe('/api/streak/agent-1');
    expect(streaksKeys.badges.join('/')).toBe('/api/badges');
    expect(streaksKeys.earned(AGENT).join('/')).toBe('/api/badges/agent-1');
  });

  it('refresh the referral list without reading the link again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(referralsKeys.link(AGENT), {});
    queryClient.setQueryData(referralsKeys.list(AGENT), {});

    await queryClient.invalidateQueries({ queryKey: referralsKeys.list(AGENT) });

    expect(queryClient.getQueryState(referralsKeys.list(AGENT))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(referralsKeys.link(AGENT))?.isInvalidated).toBe(false);
  });
});
