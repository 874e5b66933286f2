import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, TEST_PASSWORD } from '../../../test/factories';
import { SCRYPT_HASH_OF_TEST_PASSWORD } from '../../../test/legacy-password-hash';
import { agents, rateLimits } from '../../db/schema';
import { HASHING_CAPACITY, passwordHashing } from './password-hashing';
import { hashPassword } from './passwords';

describe('signing in, and the password hashes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
  });
  afterAll(() => t.close());

  const authenticate = (email: string, password: string, ip = '203.0.113.40') =>
    t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email, password },
      remoteAddress: ip,
    });
  const storedHash = async (id: string) => {
    const [row] = await t.database.db
      .select({ passwordHash: agents.passwordHash })
      .from(agents)
      .where(eq(agents.id, id));
    return row?.passwordHash ?? '';
  };

  it('signs in an agent whose hash is scrypt, and stores argon2id afterwards', async () => {
    const agent = await createAgent(t.database.db, { passwordHash: SCRYPT_HASH_OF_TEST_PASSWORD });

    expect((await authenticate(agent.email, 'Wrong-password1!')).statusCode).toBe(401);
    expect(await storedHash(agent.id)).toBe(SCRYPT_HASH_OF_TEST_PASSWORD);

    expect((await authenticate(agent.email, TEST_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(agent.id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expect((await authenticate(agent.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(agent.id)).toBe(upgraded);
  });

  it('answers 503 SERVER_BUSY with Retry-After while the hashing queue is full, and keeps no point', async () => {
    const agent = await createAgent(t.database.db);
    // The queue is kept full for as long as both sign-ins take: one chain per place in it, each
    // asking for its next hash as its last one ends, in that same turn of the event loop, before
    // any request's code can run (CI of stop 34 and of this stop: a refill one tick later left a
    // gap a sign-in could take).
    let flooding = true;
    const chain = async () => {
      while (flooding) {
        const taken = await hashPassword('flood').then(
          () => true,
          () => false,
        );
        if (!taken) await new Promise(setImmediate);
      }
    };
    const chains = Array.from({ length: HASHING_CAPACITY }, chain);
    const [busy, unknown] = await Promise.all([
      authenticate(agent.email, 'Wrong-password1!'),
      authenticate('nobody-busy@example.test', 'Wrong-password1!'),
    ]);
    flooding = false;
    await Promise.all(chains);

    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({
      error: 'SERVER_BUSY',
      message: 'Porchlight is busy right now. Please try again in a few seconds.',
    });
    expect(unknown.statusCode).toBe(503);
    const points = await t.database.db.select().from(rateLimits);
    expect(points.every((row) => row.points <= 0)).toBe(true);
    expect((await authenticate(agent.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the hashing thread when the app closes', async () => {
    const other = await buildTestApp();
    const agent = await createAgent(other.database.db);
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email: agent.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(passwordHashing.threadsRunning()).toBe(1);
    await other.close();
    expect(passwordHashing.threadsRunning()).toBe(0);
  });
});
