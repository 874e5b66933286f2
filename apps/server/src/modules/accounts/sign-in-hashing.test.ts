import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, TEST_PASSWORD } from '../../../test/factories';
import { SCRYPT_HASH_OF_TEST_PASSWORD } from '../../../test/legacy-password-hash';
import { agents, rateLimits } from '../../db/schema';
import { passwordHashing } from './password-hashing';
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
    // More hashes than the queue holds, asked for at once: the sign-in finds it full.
    const flood = Promise.allSettled(
      Array.from({ length: 80 }, (_, i) => hashPassword(`flood-${i}`)),
    );
    const busy = await authenticate(agent.email, 'Wrong-password1!');
    const unknown = await authenticate('nobody-busy@example.test', 'Wrong-password1!');
    await flood;

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
