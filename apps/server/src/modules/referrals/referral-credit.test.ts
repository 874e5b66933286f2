import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger } from '../../../test/credits';
import { sessionCookie, signupForm } from '../../../test/factories';
import { waitForMail } from '../../../test/mail';
import {
  dailyBatch,
  confirmationToken as tokenMailedTo,
  withReferralCode,
} from '../../../test/referral-calls';
import { agents, creditTransactions, referrals, subscriptions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { creditReferralOf } from './referral-credit';

/**
 * Referral rewards go to real accounts only: a signup completes its referral, and both sides are
 * credited when the friend has confirmed their email and finished a first daily batch (billing
 * off) or pays a first invoice (billing on).
 */
describe('referral credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://app.porchlight.test' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const signUp = async (overrides: Record<string, unknown> = {}) => {
    const res = await post('/api/complete-signup', signupForm(overrides));
    expect(res.statusCode).toBe(201);
    return withReferralCode(t, res.json() as { id: string; email: string });
  };
  const referralsOf = async (agentId: string) => {
    const cookie = await sessionCookie(t.database.db, agentId);
    const res = await t.app.inject({ url: `/api/referrals/${agentId}`, headers: { cookie } });
    return res.json();
  };
  const confirmationToken = (email: string) => tokenMailedTo(t, email);
  const confirm = (token: string) => post('/api/confirm-email', { token });
  /** The friend swiped every card of a first daily batch. */
  const finishBatch = (agentId: string) => dailyBatch(t, agentId);
  const inParallel = <T>(n: number, work: () => Promise<T>) =>
    Promise.all(Array.from({ length: n }, work));
  const unique = () => randomBytes(3).toString('hex');

  it('leaves the owner of a code used for 15 signups at 25 credits until they confirm', async () => {
    const owner = await signUp();
    for (let n = 0; n < 15; n++) await signUp({ referralCode: owner.referralCode });
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 25, ledger: 25 });
    const listed = await referralsOf(owner.id);
    // Completed reads as Joined: they signed up, and no credits are awarded yet.
    expect(listed).toMatchObject({ successful: 15, pending: 0 });
    expect(listed.referrals).toHaveLength(5);
    for (const referral of listed.referrals) {
      expect(referral).toMatchObject({ status: 'completed', creditsAwarded: 0 });
    }
  });

  it('credits both sides 25 once when the friend confirms the mailed link (billing off)', async () => {
    const owner = await signUp({ name: 'Dana Whitfield' });
    const friend = await signUp({ referralCode: owner.referralCode.toLowerCase() });
    await finishBatch(friend.id);
    expect(await creditsAndLedger(t, friend.id)).toEqual({ credits: 25, ledger: 25 });
    const mail = await waitForMail(t.app, friend.email);
    expect(mail.subject).toBe('Confirm your Porchlight email address');

    const token = await confirmationToken(friend.email);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ confirmed: true });
    const [row] = await t.database.db
      .select({ confirmedAt: agents.emailConfirmedAt })
      .from(agents)
      .where(eq(agents.id, friend.id));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 50, ledger: 50 });
    expect(await creditsAndLedger(t, friend.id)).toEqual({ credits: 50, ledger: 50 });
    const welcome = await t.database.db
      .select({ description: creditTransactions.description })
      .from(creditTransactions)
      .where(eq(creditTransactions.agentId, friend.id));
    expect(welcome.map((entry) => entry.description)).toContain(
      'Referral bonus: welcome from Dana Whitfield',
    );
    expect((await referralsOf(owner.id)).referrals).toEqual([
      expect.objectContaining({
        referredEmail: friend.email,
        status: 'credited',
        creditsAwarded: 25,
      }),
    ]);

    // The link works once; the second use changes nothing.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'INVALID_CONFIRMATION_TOKEN',
      message: 'This confirmation link is invalid or has expired.',
      field: 'token',
    });
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 50, ledger: 50 });
  });

  it('credits once when the same link is confirmed in parallel', async () => {
    const owner = await signUp();
    const friend = await signUp({ referralCode: owner.referralCode });
    await finishBatch(friend.id);
    const token = await confirmationToken(friend.email);
    const answers = await inParallel(6, () => confirm(token));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 50, ledger: 50 });
    expect(await creditsAndLedger(t, friend.id)).toEqual({ credits: 50, ledger: 50 });
  });

  it('credits once when the invoice and the confirmation arrive at the same moment', async () => {
    const owner = await signUp();
    const friend = await signUp({ referralCode: owner.referralCode });
    const now = new Date();
    const results = await inParallel(6, () =>
      withTransaction(t.database.pool, ({ db }) => creditReferralOf(db, friend.id, now)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 50, ledger: 50 });
    expect(await creditsAndLedger(t, friend.id)).toEqual({ credits: 50, ledger: 50 });
    const again = await withTransaction(t.database.pool, ({ db }) =>
      creditReferralOf(db, friend.id, now),
    );
    expect(again).toBe(false);
  });

  it('does not credit a friend whose card is the referrer’s own card', async () => {
    const owner = await signUp();
    const friend = await signUp({ referralCode: owner.referralCode });
    const card = (agentId: string, cardFingerprint: string | null) =>
      t.database.db
        .update(subscriptions)
        .set({ cardFingerprint })
        .where(eq(subscriptions.agentId, agentId));
    await card(owner.id, 'fp_same_card');
    await card(friend.id, 'fp_same_card');
    const credited = await withTransaction(t.database.pool, ({ db }) =>
      creditReferralOf(db, friend.id, new Date()),
    );
    expect(credited).toBe(false);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 25, ledger: 25 });
    expect(await creditsAndLedger(t, friend.id)).toEqual({ credits: 25, ledger: 25 });
    const [referral] = await t.database.db
      .select({ status: referrals.status, creditsAwarded: referrals.creditsAwarded })
      .from(referrals)
      .where(eq(referrals.referredAgentId, friend.id));
    expect(referral).toEqual({ status: 'completed', creditsAwarded: 0 });

    // Another card (or none known on one side) is a real friend's.
    const other = await signUp({ referralCode: owner.referralCode });
    await card(other.id, 'fp_other_card');
    expect(
      await withTransaction(t.database.pool, ({ db }) =>
        creditReferralOf(db, other.id, new Date()),
      ),
    ).toBe(true);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 50, ledger: 50 });
  });

  it('never completes a signup through one’s own code under another spelling', async () => {
    const s = unique();
    const owner = await signUp({ email: `m.e.${s}@gmail.com` });
    const self = await signUp({
      email: `Me${s}+x@GoogleMail.com`,
      referralCode: owner.referralCode,
    });
    expect(await referralsOf(owner.id)).toMatchObject({ successful: 0, pending: 0 });
    const token = await confirmationToken(self.email);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 25, ledger: 25 });
    expect(await creditsAndLedger(t, self.id)).toEqual({ credits: 25, ledger: 25 });
  });

  it('never completes a referral of one’s own address under another spelling', async () => {
    const s = unique();
    const owner = await signUp({ email: `dana-${s}@example.test` });
    // Written before the refusal existed: a referral of the owner's +tag address.
    await t.database.db.insert(referrals).values({
      agentId: owner.id,
      referredEmail: `Dana-${s}+2@example.test`,
      createdAt: new Date(),
    });
    await signUp({ email: `dana-${s}+2@example.test` });
    expect(await referralsOf(owner.id)).toMatchObject({ successful: 0, pending: 1 });
  });

  it('lets a confirmation link work for 7 days', async () => {
    const start = new Date('2026-11-02T12:00:00Z');
    t.clock.freeze(start);
    const owner = await signUp();
    const friend = await signUp({ referralCode: owner.referralCode });
    await finishBatch(friend.id);
    const token = await confirmationToken(friend.email);
    t.clock.freeze(new Date(start.getTime() + 7 * 24 * 3600_000 + 60_000));
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('INVALID_CONFIRMATION_TOKEN');
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 25, ledger: 25 });
    t.clock.freeze(new Date(start.getTime() + 6 * 24 * 3600_000));
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 50, ledger: 50 });
    t.clock.set(null);
  });

  it('refuses a made-up token without a session, naming no agent', async () => {
    const res = await confirm('made-up-token');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_CONFIRMATION_TOKEN' });
    expect((await post('/api/confirm-email', {})).statusCode).toBe(400);
  });
});
