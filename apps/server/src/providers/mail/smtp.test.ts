import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent } from '../../../test/factories';
import { startFakeSmtp } from '../../../test/fakes/smtp-server';

describe('mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Porchlight <hello@porchlight.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail by SMTP from MAIL_FROM, not to the outbox', async () => {
    await createAgent(t.database.db, { email: 'smtp@example.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'smtp@example.test' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('hello@porchlight.test');
    expect(mail?.to).toEqual(['smtp@example.test']);
    expect(mail?.data).toContain('Subject: Reset your Porchlight password');
    expect(mail?.data).toContain('/change-password?token=');
    const outbox = await t.app.inject('/dev/mailbox.json');
    expect(outbox.json()).toEqual([]);
  });
});

describe('a mail server that is down', () => {
  it('never fails or slows the request: the job keeps the mail for a retry', async () => {
    const t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9/' });
    try {
      await createAgent(t.database.db, { email: 'down@example.test' });
      const started = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'down@example.test' },
      });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      // The reset job queues the mail after the answer; the mail job then stays for a retry.
      const mailJobs = async () =>
        (
          await t.database.pool.query(
            "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail'",
          )
        ).rows[0].n;
      await expect.poll(mailJobs, { timeout: 10_000 }).toBe(1);
    } finally {
      await t.close();
    }
  });
});
