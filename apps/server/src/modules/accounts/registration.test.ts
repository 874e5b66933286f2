import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signupForm } from '../../../test/factories';
import { cookieFrom } from '../../../test/mail';
import { agents, criteria, signupEvents, subscriptions, trialEmails } from '../../db/schema';

const signup = (overrides: Record<string, unknown> = {}) =>
  signupForm({ referralCode: 'FRIEND-42', ...overrides });

describe('POST /api/complete-signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const countAgents = async (email: string) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(agents)
        .where(eq(sql`lower(${agents.email})`, email.toLowerCase()))
    )[0]?.n;

  it('creates the agent, its criteria and a 7-day trial, and signs the browser in', async () => {
    t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
    const body = signup();
    const res = await t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: body });
    expect(res.statusCode).toBe(201);
    const agent = res.json();
    expect(agent).toEqual({
      id: expect.any(String),
      name: 'Rosa Delgado',
      email: body.email,
      phone: '3055550123',
      subscriptionStatus: 'trialing',
      subscriptionPlan: 'premium',
      trialEndsAt: '2026-11-09T15:00:00.000Z',
      nextBillingAt: null,
      returnAddress: null,
      returnAddressParts: null,
      brokerageName: null,
      agentPhotoUrl: null,
      brokeragePhotoUrl: null,
    });
    expect(res.body).not.toMatch(/scrypt|password/i);

    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^porchlight_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const me = await t.app.inject({
      url: `/api/agents/${agent.id}`,
      headers: { cookie: cookieFrom(res.headers['set-cookie']) },
    });
    expect(me.json().email).toBe(body.email);

    const [saved] = await t.database.db
      .select()
      .from(criteria)
      .where(eq(criteria.agentId, agent.id));
    expect(saved).toMatchObject({
      targetAreas: ['Miami, FL'],
      minValue: 100000,
      maxValue: null,
      minBedrooms: 2,
      sellerTypes: ['tired-landlord'],
      propertyTypes: ['Residential'],
    });
    const [trial] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.agentId, agent.id));
    expect(trial).toMatchObject({ plan: 'premium', status: 'trialing' });
    expect(trial?.trialEndsAt?.toISOString()).toBe('2026-11-09T15:00:00.000Z');
    const [row] = await t.database.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row?.referredByCode).toBe('FRIEND-42');
    t.clock.set(null);
  });

  it('answers 409 for an email already taken, ignoring case, and creates nothing', async () => {
    const body = signup();
    await t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: body });
    // A confirmed account (an unconfirmed one is replaceable: account-claims.test.ts).
    await t.database.db
      .update(agents)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(sql`lower(${agents.email})`, body.email.toLowerCase()));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/complete-signup',
      payload: signup({ email: body.email.toUpperCase(), name: 'Someone Else' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'EMAIL_TAKEN', field: 'email' });
    expect(again.json().message).toContain('already exists');
    expect(await countAgents(body.email)).toBe(1);
  });

  it('lets exactly one of several simultaneous signups with the same email through', async () => {
    const email = `race-${Date.now()}@example.test`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: signup({ email }) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await countAgents(email)).toBe(1);
  });

  it('answers at most 10 EMAIL_TAKEN an hour per IP, even in parallel; then the IP waits', async () => {
    const signupFrom = (ip: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/complete-signup',
        payload: body,
        remoteAddress: ip,
      });
    const { email } = signup();
    expect((await signupFrom('203.0.113.40', signup({ email }))).statusCode).toBe(201);

    const probes = await Promise.all(
      Array.from({ length: 16 }, () => signupFrom('203.0.113.41', signup({ email }))),
    );
    const statuses = probes.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const tooMany = {
      error: 'RATE_LIMITED',
      message:
        'Too many sign-ups with emails that already have an account. Please try again in an hour, or sign in.',
    };
    expect(probes.find((r) => r.statusCode === 429)?.json()).toEqual(tooMany);

    // A free address from that IP waits too, or its 201 would tell it apart from a taken one.
    const fresh = signup();
    const afterwards = await signupFrom('203.0.113.41', fresh);
    expect(afterwards.statusCode).toBe(429);
    expect(await countAgents(fresh.email)).toBe(0);
    // Other IPs keep their own count.
    expect((await signupFrom('203.0.113.42', signup({ email }))).statusCode).toBe(409);
    expect((await signupFrom('203.0.113.42', signup())).statusCode).toBe(201);
  });

  it.each([
    [{ name: 'R' }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'rosa@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '305555' }, 'phone', 'Phone number must be at least 10 digits'],
    [{ phone: '(305) 555-0123' }, 'phone', 'Please enter a valid phone number'],
    [{ password: 'short1!' }, 'password', 'Password must be at least 8 characters'],
    [
      { password: 'alllowercase1!' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [{ targetArea: '' }, 'targetArea', 'Target area is required'],
    [{ targetArea: '3310' }, 'targetArea', 'Zip codes must be exactly 5 digits'],
    [
      { targetArea: '33101, 33139' },
      'targetArea',
      "Only one target area is accepted: one 5-digit zip code or one city, state (e.g., 'Miami, FL')",
    ],
    [
      { targetArea: 'Miami' },
      'targetArea',
      "Please enter valid city, state format (e.g., 'Miami, FL') or 5-digit zip code",
    ],
    [{ sellerType: '' }, 'sellerType', 'Seller type is required'],
    [{ termsAccepted: false }, 'termsAccepted', 'You must accept the terms and conditions'],
    [
      { minValue: 500000, maxValue: 250000 },
      'maxValue',
      'Maximum value must be greater than minimum value',
    ],
  ])('refuses %j with 400 naming %s, creating nothing', async (change, field, message) => {
    const body = signup(change);
    const res = await t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    expect(res.json().fields[field]).toBe(message);
    if (typeof body.email === 'string' && body.email.includes('.')) {
      expect(await countAgents(body.email)).toBe(0);
    }
  });

  it('accepts a 5-digit zip and "any" bounds', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complete-signup',
      payload: signup({ targetArea: ' 33131 ', minValue: 'any', maxValue: 250000 }),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('signup tracking and the trial email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('records each step of the wizard', async () => {
    for (const step of [1, 2, 3, 4]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/track-signup',
        payload: { email: 'Lead@Example.test', name: 'Lee', phone: '3055550123', step },
      });
      expect(res.statusCode).toBe(204);
    }
    const rows = await t.database.db
      .select()
      .from(signupEvents)
      .where(eq(signupEvents.email, 'lead@example.test'));
    expect(rows.map((r) => r.step)).toEqual([1, 2, 3, 4]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/track-signup',
      payload: { step: 5 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a landing-page email once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/save-trial-email',
        payload: { email: ' Visitor@Example.test ' },
      });
      expect(res.statusCode).toBe(204);
    }
    const rows = await t.database.db
      .select()
      .from(trialEmails)
      .where(and(eq(trialEmails.email, 'visitor@example.test')));
    expect(rows).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/save-trial-email',
      payload: { email: 'nope' },
    });
    expect(bad.json().fields.email).toBe('Please enter a valid email address');
  });
});
