import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie, TEST_PASSWORD } from '../../../test/factories';
import { rateLimits } from '../../db/schema';

const NEW_PASSWORD = 'Brighter2025$';
const CLASSES =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

describe('changing the password from the profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
  });
  afterAll(() => t.close());

  /** A signed-in agent, and its change-password request from that browser. */
  const signedIn = async () => {
    const agent = await createAgent(t.database.db);
    const cookie = await sessionCookie(t.database.db, agent.id);
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/change-password',
        headers: { cookie },
        payload: { agentId: agent.id, currentPassword, newPassword },
      });
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { email: agent.email, password },
      });
    return { agent, cookie, change, signIn };
  };

  it('needs the current password, and signs out other browsers but not this one', async () => {
    const { agent, cookie: here, change, signIn } = await signedIn();
    const there = await sessionCookie(t.database.db, agent.id);

    const wrong = await change('not-it', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'WRONG_PASSWORD', field: 'currentPassword' });

    const short = await change(TEST_PASSWORD, 'seven77');
    expect(short.json().fields.newPassword).toBe('New password must be at least 8 characters');
    const empty = await change('', '');
    expect(empty.json().fields.currentPassword).toBe('Please fill in both password fields');

    const ok = await change(TEST_PASSWORD, NEW_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const me = (cookie: string) =>
      t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each(['plainbutlong', 'NoSpecial123', 'no-upper-1!', ' Leading1!space'])(
    'refuses the weak new password %j with the reset rule, keeping the old one',
    async (weak) => {
      const { change, signIn } = await signedIn();
      const res = await change(TEST_PASSWORD, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'newPassword' });
      expect(res.json().fields.newPassword).toBe(CLASSES);
      expect((await signIn(weak)).statusCode).toBe(401);
      expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
    },
  );

  it('takes at most 10 wrong current passwords in 15 minutes, even in parallel', async () => {
    const { change, signIn } = await signedIn();
    const guesses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => change(`Guess-${i}!pass`, NEW_PASSWORD)),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    for (const guess of guesses.filter((r) => r.statusCode === 400)) {
      expect(guess.json().error).toBe('WRONG_PASSWORD');
    }
    expect(guesses.find((r) => r.statusCode === 429)?.json()).toEqual({
      error: 'RATE_LIMITED',
      message:
        'Too many wrong current passwords. Please wait 15 minutes and try again, or reset your password by email.',
    });

    // The right password is refused too until the window passes: a limit that let it through
    // would tell a guesser which guess was right.
    const right = await change(TEST_PASSWORD, NEW_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);

    // Another agent's limit is its own.
    const other = await signedIn();
    expect((await other.change(TEST_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the points back on a success, as sign-in does', async () => {
    const { change } = await signedIn();
    for (let i = 0; i < 9; i++)
      expect((await change('Wrong-1!pass', NEW_PASSWORD)).statusCode).toBe(400);
    expect((await change(TEST_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await change('Wrong-1!pass', TEST_PASSWORD)).statusCode).toBe(400);
    expect((await change(NEW_PASSWORD, TEST_PASSWORD)).statusCode).toBe(429);
  });
});
