import fs from 'node:fs/promises';
import { CompleteSignupRequest } from '@porchlight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { clusterLogFile } from '../../../test/cluster-log';
import { signupForm } from '../../../test/factories';
import { withTransaction } from '../../db/transaction';
import { createAccount, EmailTaken } from './registration.service';

describe('a taken email (docs/security.md "Logs")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signup = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: signupForm({ email }) });

  it('is found by the insert itself: no unique-violation error from PostgreSQL', async () => {
    const email = `insert-${Date.now()}@example.test`;
    expect((await signup(email)).statusCode).toBe(201);
    const again = CompleteSignupRequest.parse(signupForm({ email: email.toUpperCase() }));
    const attempt = withTransaction(t.database.pool, ({ db }) =>
      createAccount({ db, signup: again, passwordHash: 'unused', now: new Date() }),
    );
    await expect(attempt).rejects.toBeInstanceOf(EmailTaken);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "at signup leaves no address in PostgreSQL's own log",
    async () => {
      const email = `logged-${Date.now()}@example.test`;
      expect((await signup(email)).statusCode).toBe(201);
      expect((await signup(email)).statusCode).toBe(409);
      const log = await fs.readFile((await clusterLogFile()) as string, 'utf8');
      expect(log).not.toContain(email);
    },
  );
});
