import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent } from '../../../test/factories';
import { waitForMail } from '../../../test/mail';
import { statementsDuring } from '../../../test/sql-log';
import type { Jobs } from '../../plugins/jobs';
import { requestPasswordReset } from './password-reset.service';

/**
 * A reset request must not tell a known address from an unknown one by its time
 * (docs/accounts.md "Password reset"). Timing two requests on a shared machine is noise, so this
 * proves the cause instead: the request does the same work for both (the same statements, none
 * reading an account) and leaves the lookup to a queued job.
 */
describe('forgot password, the same work for any address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The request's own work, with a queue that only records what it is given. */
  const requestWork = async (email: string) => {
    const queued: { queue: string; data: object }[] = [];
    const jobs: Jobs = {
      ...t.app.jobs,
      send: async (queue, data) => {
        queued.push({ queue, data });
      },
    };
    const statements = await statementsDuring(() =>
      requestPasswordReset({ jobs, limits: t.app.rateLimits, email, now: t.clock.now() }),
    );
    return { statements, queued };
  };

  it('sends the same statements and queues the same job for a known and an unknown email', async () => {
    await createAgent(t.database.db, { email: 'known@example.test' });

    const known = await requestWork('known@example.test');
    const unknown = await requestWork('unknown@example.test');

    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
    expect(known.statements.filter((sql) => /\bagents\b/.test(sql))).toEqual([]);
    expect(known.queued).toEqual([
      { queue: 'password-reset', data: expect.objectContaining({ email: 'known@example.test' }) },
    ]);
    expect(unknown.queued).toEqual([
      { queue: 'password-reset', data: expect.objectContaining({ email: 'unknown@example.test' }) },
    ]);
  });

  it('answers both alike, and still mails the known one', async () => {
    await createAgent(t.database.db, { email: 'mailed@example.test' });
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });

    const [known, unknown] = [await ask('mailed@example.test'), await ask('nobody@example.test')];

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail(t.app, 'mailed@example.test');
    expect(mail.subject).toBe('Reset your Porchlight password');
  });
});
