import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger } from '../../../test/credits';
import { sessionCookie, signupForm } from '../../../test/factories';
import {
  confirmationToken,
  dailyBatch,
  referralStatusOf,
  withReferralCode,
} from '../../../test/referral-calls';
import { withTransaction } from '../../db/transaction';
import { creditReferralOf, REFERRAL_CREDITS_PER_WEEK } from './referral-credit';

/**
 * With billing off a referral is credited once the friend has confirmed their email AND finished
 * a first daily batch, at most 10 a referrer per ET week (docs/rewards.md "Referral credits").
 */
describe('referral credits with billing off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://app.porchlight.test' });
  });
  afterAll(() => t.close());

  const send = (url: string, payload: object, cookie: string | null) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const join = async (referralCode?: string) => {
    const email = `friend-${randomBytes(4).toString('hex')}@example.test`;
    const res = await send('/api/complete-signup', signupForm({ email, referralCode }), null);
    expect(res.statusCode).toBe(201);
    return withReferralCode(t, res.json() as { id: string; email: string });
  };
  const confirm = async (email: string) =>
    send('/api/confirm-email', { token: await confirmationToken(t, email) }, null);
  const statusOf = (friendId: string) => referralStatusOf(t, friendId);
  const batchOf = (agentId: string, status: 'saved' | 'new') => dailyBatch(t, agentId, status);

  it('waits for the first batch after a confirmation, and credits once the app says it is done', async () => {
    const owner = await join();
    const friend = await join(owner.referralCode);
    expect((await confirm(friend.email)).statusCode).toBe(200);
    expect(await statusOf(friend.id)).toBe('completed');
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 25, ledger: 25 });

    const [first, second] = await batchOf(friend.id, 'new');
    const cookie = await sessionCookie(t.database.db, friend.id);
    const swipe = (leadId: string) =>
      send('/api/swipe', { agentId: friend.id, leadId, action: 'dismiss' }, cookie);
    const batchFinished = () =>
      t.app.inject({ method: 'POST', url: `/api/login/${friend.id}`, headers: { cookie } });
    expect((await swipe(first?.id ?? '')).statusCode).toBe(200);
    expect((await batchFinished()).statusCode).toBe(200);
    expect(await statusOf(friend.id)).toBe('completed');
    expect((await swipe(second?.id ?? '')).statusCode).toBe(200);
    expect((await batchFinished()).statusCode).toBe(200);
    expect(await statusOf(friend.id)).toBe('credited');
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 50, ledger: 50 });
    expect(await creditsAndLedger(t, friend.id)).toEqual({ credits: 50, ledger: 50 });
  });

  it('waits for the confirmation after a finished batch', async () => {
    const owner = await join();
    const friend = await join(owner.referralCode);
    await batchOf(friend.id, 'saved');
    const early = await withTransaction(t.database.pool, ({ db }) =>
      creditReferralOf(db, friend.id, new Date(), { billing: 'off' }),
    );
    expect(early).toBe(false);
    expect((await confirm(friend.email)).statusCode).toBe(200);
    expect(await statusOf(friend.id)).toBe('credited');
  });

  it('credits at most 10 referrals a referrer per ET week, even confirmed in parallel', async () => {
    // Sunday 23:00 ET: the week is Monday 2026-11-16 to Monday 2026-11-23 00:00 ET.
    const sunday = new Date('2026-11-23T04:00:00Z');
    t.clock.freeze(sunday);
    const owner = await join();
    const friends = await Promise.all(Array.from({ length: 12 }, () => join(owner.referralCode)));
    for (const friend of friends) await batchOf(friend.id, 'saved');
    const answers = await Promise.all(friends.map((friend) => confirm(friend.email)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    const statuses = await Promise.all(friends.map((friend) => statusOf(friend.id)));
    expect(statuses.filter((s) => s === 'credited')).toHaveLength(REFERRAL_CREDITS_PER_WEEK);
    expect(statuses.filter((s) => s === 'completed')).toHaveLength(2);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 275, ledger: 275 });

    // An hour later it is Monday 00:00 ET: a new week, and the next call credits the two.
    const monday = new Date(sunday.getTime() + 60 * 60 * 1000);
    const waiting = friends.filter((_, i) => statuses[i] === 'completed');
    const later = await Promise.all(
      waiting.map((friend) =>
        withTransaction(t.database.pool, ({ db }) =>
          creditReferralOf(db, friend.id, monday, { billing: 'off' }),
        ),
      ),
    );
    expect(later).toEqual([true, true]);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 325, ledger: 325 });
    t.clock.set(null);
  });
});
