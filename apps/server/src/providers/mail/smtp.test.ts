import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent } from '../../../test/factories';
import { startFakeSmtp } from '../../../test/fakes/smtp-server';
import { createSmtpTransport, smtpOptions } from './smtp';

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

it('keeps its connection open for the next mail, and closes it when the server stops', async () => {
  const smtp = await startFakeSmtp();
  const t = await buildTestApp({ SMTP_URL: smtp.url });
  try {
    await t.app.mail.deliver({ to: 'a@example.test', subject: 'One', text: '1' });
    await t.app.mail.deliver({ to: 'b@example.test', subject: 'Two', text: '2' });
    expect(smtp.connections()).toEqual({ made: 1, open: 1 });
  } finally {
    await t.close();
  }
  await expect.poll(() => smtp.connections().open, { timeout: 10_000 }).toBe(0);
  await smtp.close();
});

describe('a login to the mail server', () => {
  // Percent-encoded in the URL as docs/settings.md says: @ : / % would otherwise end the part.
  const USER = 'agent@porchlight.test';
  const PASSWORD = 'p@ss:w/rd%1';
  const withLogin = (url: string) =>
    url.replace('smtp://', `smtp://${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@`);
  const MAIL = { to: 'owner@example.test', subject: 'Hello', text: 'Hi' };

  it('goes over smtp:// only after STARTTLS, through one pooled connection closed at the end', async () => {
    const smtp = await startFakeSmtp({ users: { [USER]: PASSWORD } });
    const mail = createSmtpTransport(withLogin(smtp.url), 'hello@porchlight.test');
    try {
      await mail.deliver(MAIL);
      await mail.deliver(MAIL);
      expect(smtp.received).toHaveLength(2);
      expect(smtp.events).toEqual(['STARTTLS', expect.stringMatching(/^AUTH (PLAIN|LOGIN)$/)]);
      expect(smtp.connections()).toEqual({ made: 1, open: 1 });
    } finally {
      mail.close();
      await expect.poll(() => smtp.connections().open, { timeout: 10_000 }).toBe(0);
      await smtp.close();
    }
  });

  it('sends no login at all to a server that does not offer STARTTLS', async () => {
    const smtp = await startFakeSmtp({ starttls: false, users: { [USER]: PASSWORD } });
    const mail = createSmtpTransport(withLogin(smtp.url), 'hello@porchlight.test');
    try {
      const refused = mail.deliver(MAIL);
      await expect(refused).rejects.toMatchObject({ code: 'ETLS' });
      await expect(refused).rejects.toThrow('so the login was not sent');
      expect(smtp.events).toEqual([]);
      expect(smtp.received).toEqual([]);
    } finally {
      mail.close();
      await smtp.close();
    }
  });

  it.each([
    ['smtp://u:p@mail.example.com:587', true],
    ['smtp://u:p@mail.example.com:587/?requireTLS=false', false],
    ['smtp://mail.example.com:25', false],
    ['smtps://u:p@mail.example.com:465', false],
  ])('asks STARTTLS of %s: %s', (url, required) => {
    expect(smtpOptions(url)).toMatchObject({ requireTLS: required, pool: true });
  });
});

/**
 * A mail server that takes connections and never says a word: the client, told to wait 10 minutes
 * for a greeting, waits until the socket is closed, which happens only at the test's end.
 */
async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?connectionTimeout=600000&greetingTimeout=600000`,
    /** Whether a client is connected, waiting for the greeting. */
    connected: () => sockets.size > 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a mail server that is down', () => {
  // Timing the request left a second to tell "did not wait" from "waited on a refused port". A
  // server that never answers tells them apart without a clock: a request that waited on the mail
  // would still be waiting when the test's own timeout failed it.
  it('never fails or holds the request: the job keeps the mail for a retry', async () => {
    const silent = await startSilentSmtp();
    const t = await buildTestApp({ SMTP_URL: silent.url });
    try {
      await createAgent(t.database.db, { email: 'down@example.test' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'down@example.test' },
      });
      expect(res.statusCode).toBe(200);
      // The reset job queues the mail after the answer; the mail job then waits on the silent
      // server, and stays for a retry once its connection is cut.
      const mailJobs = async () =>
        (
          await t.database.pool.query(
            "SELECT count(*)::int AS n, min(state) AS state FROM pgboss.job WHERE name = 'mail'",
          )
        ).rows[0];
      await expect.poll(async () => (await mailJobs()).n, { timeout: 10_000 }).toBe(1);
      await expect.poll(silent.connected, { timeout: 10_000 }).toBe(true);
      await silent.close();
      await expect.poll(mailJobs, { timeout: 10_000 }).toEqual({ n: 1, state: 'retry' });
    } finally {
      // Before the app, so its mail job is not left waiting on the silent server.
      await silent.close();
      await t.close();
    }
  });
});
