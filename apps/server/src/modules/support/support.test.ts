import { randomUUID } from 'node:crypto';
import { SUPPORT_MESSAGES, type SupportContactRequest } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie } from '../../../test/factories';
import { waitForMail } from '../../../test/mail';
import { supportMessages } from '../../db/schema';
import type { MailMessage } from '../../providers/mail';

const SUPPORT_EMAIL = 'help@porchlight.test';

describe('POST /api/support/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SUPPORT_EMAIL });
  });
  afterAll(() => t.close());

  // Each test writes from its own address: the per-IP limit counts across the file.
  let lastIp = 0;
  const freshIp = () => `10.0.0.${++lastIp}`;
  const contact = (
    payload: Partial<Record<keyof SupportContactRequest, unknown>>,
    { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      payload,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });
  const form = (changes: Partial<SupportContactRequest> = {}): SupportContactRequest => ({
    name: 'Dana Whitfield',
    email: `dana-${randomUUID()}@example.test`,
    subject: 'Leads missing today',
    category: 'leads',
    priority: 'high',
    message: 'I did not get my leads this morning.\nCan you check?',
    ...changes,
  });

  /** The mails queued so far (the outbox gets them from this queue), oldest first. */
  const queuedMails = async () => {
    const { rows } = await t.database.pool.query<{ data: MailMessage }>(
      "select data from pgboss.job where name = 'mail' order by created_on, id",
    );
    return rows.map((row) => row.data);
  };
  const storedFrom = (email: string) =>
    t.database.db.select().from(supportMessages).where(eq(supportMessages.email, email));

  it('stores the message, mails it to the support address and a receipt to the sender', async () => {
    const sent = form();
    const res = await contact(sent, { ip: '10.1.0.1' });

    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({ id: expect.any(String), received: true });
    expect(await storedFrom(sent.email)).toEqual([
      {
        id,
        name: 'Dana Whitfield',
        email: sent.email,
        subject: 'Leads missing today',
        category: 'leads',
        priority: 'high',
        message: sent.message,
        agentId: null,
        ip: '10.1.0.1',
        createdAt: expect.any(Date),
      },
    ]);

    const team = await waitForMail(t.app, SUPPORT_EMAIL);
    expect(team.subject).toBe(`[Support · High] Leads missing today (from ${sent.email})`);
    expect(team.text).toContain(`From: Dana Whitfield <${sent.email}>`);
    expect(team.text).toContain('Category: Leads & Lead Data');
    expect(team.text).toContain('Account: not signed in');
    expect(team.text).toContain(`Reference: ${id}`);
    expect(team.text).toContain(sent.message);

    const receipt = await waitForMail(t.app, sent.email);
    expect(receipt.subject).toBe('We received your message - Porchlight Support');
    // Greeted by the first name typed, and nothing else typed.
    expect(receipt.text).toMatch(/^Hi Dana,\n/);
    expect(receipt.html).toContain('<p>Hi Dana,</p>');
    expect(receipt.text).toContain(
      'will respond within 24 hours (usually 2-4 hours in business hours)',
    );
    expect(receipt.text).toContain(id);
    // A stranger's text is not relayed to the address typed into the form: not the message, the
    // subject, nor the rest of the name.
    for (const typed of [sent.message, 'Whitfield', 'Leads missing today']) {
      expect(receipt.text).not.toContain(typed);
      expect(receipt.html).not.toContain(typed);
    }
  });

  it('greets "there" when the name typed is no plain first name: a link, a company', async () => {
    for (const name of ['http://spam.example/win now', 'Acme Holdings LLC', 'www.spam.example']) {
      const email = `named-${randomUUID()}@example.test`;
      expect((await contact(form({ name, email }))).statusCode).toBe(201);
      const receipt = await waitForMail(t.app, email);
      expect(receipt.text).toMatch(/^Hi there,\n/);
      expect(receipt.text).not.toMatch(/spam|Acme|http/i);
    }
  });

  it('sends an address at most one receipt per ET day, and every message to the team', async () => {
    const email = `relay-${randomUUID()}@example.test`;
    const receiptsTo = async () => (await queuedMails()).filter((mail) => mail.to === email);
    // The per-IP limit is 5 an hour across the file: this test writes from its own network.
    const ip = '10.7.7.7';
    const teamCopies = async () =>
      (await queuedMails()).filter(
        (mail) => mail.to === SUPPORT_EMAIL && mail.text.toLowerCase().includes(email),
      );
    t.clock.set(new Date('2026-11-24T15:00:00Z'));
    try {
      // Two at once (the per-address limit is 3 an hour): one receipt between them.
      const sent = await Promise.all(
        [1, 2].map((n) => contact(form({ email, subject: `Try ${n}` }), { ip })),
      );
      expect(sent.map((res) => res.statusCode)).toEqual([201, 201]);
      expect(await receiptsTo()).toHaveLength(1);
      expect(await teamCopies()).toHaveLength(2);

      // 00:30 ET the next day, the same address in other letters gets a receipt again.
      t.clock.set(new Date('2026-11-25T05:30:00Z'));
      expect((await contact(form({ email: email.toUpperCase() }), { ip })).statusCode).toBe(201);
      expect(await teamCopies()).toHaveLength(3);
      const receipts = (await queuedMails()).filter(
        (mail) => mail.to.toLowerCase() === email && mail.subject.startsWith('We received'),
      );
      expect(receipts).toHaveLength(2);
    } finally {
      t.clock.set(null);
    }
  });

  it('ties the message to the signed-in agent, and trims what was typed', async () => {
    const agent = await createAgent(t.database.db);
    const cookie = await sessionCookie(t.database.db, agent.id);
    const sent = form({ name: '  Dana  ', subject: ' Billing question ', category: 'billing' });

    const res = await contact({ ...sent, priority: 'low' }, { cookie });

    expect(res.statusCode).toBe(201);
    const [row] = await storedFrom(sent.email);
    expect(row).toMatchObject({
      agentId: agent.id,
      name: 'Dana',
      subject: 'Billing question',
      category: 'billing',
      priority: 'low',
    });
    const team = (await queuedMails()).find(
      (mail) => mail.to === SUPPORT_EMAIL && mail.text.includes(row?.id ?? '-'),
    );
    expect(team?.text).toContain(`Account: signed in as agent ${agent.id}`);
  });

  it('takes a visitor with a stale session cookie as a visitor', async () => {
    const sent = form();
    const res = await contact(sent, { cookie: 'porchlight_session=forged-token' });
    expect(res.statusCode).toBe(201);
    expect((await storedFrom(sent.email))[0]?.agentId).toBeNull();
  });

  it.each([
    ['name', { name: 'D' }, SUPPORT_MESSAGES.name],
    ['name', { name: '   ' }, SUPPORT_MESSAGES.name],
    ['name', { name: 'x'.repeat(101) }, SUPPORT_MESSAGES.nameTooLong],
    ['email', { email: 'dana@' }, SUPPORT_MESSAGES.email],
    ['email', { email: undefined }, SUPPORT_MESSAGES.email],
    ['subject', { subject: 'Help' }, SUPPORT_MESSAGES.subject],
    ['subject', { subject: 'Two\nlines' }, 'Subject must not contain control characters'],
    ['category', { category: '' }, SUPPORT_MESSAGES.category],
    ['category', { category: 'sales' }, SUPPORT_MESSAGES.category],
    ['message', { message: 'Too short' }, SUPPORT_MESSAGES.message],
    ['message', { message: 'x'.repeat(5001) }, SUPPORT_MESSAGES.messageTooLong],
    ['priority', { priority: undefined }, SUPPORT_MESSAGES.priority],
    ['priority', { priority: 'critical' }, SUPPORT_MESSAGES.priority],
  ])(
    'refuses a bad %s with 400 and its message, storing and mailing nothing',
    async (field, change, message) => {
      const ip = freshIp();
      const mailsBefore = (await queuedMails()).length;

      const res = await contact({ ...form(), ...change }, { ip });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        field,
        message: `${field}: ${message}`,
      });
      expect(
        await t.database.db.select().from(supportMessages).where(eq(supportMessages.ip, ip)),
      ).toEqual([]);
      expect((await queuedMails()).length).toBe(mailsBefore);
    },
  );

  it('takes 3 messages an hour from one email, however it is written, from any network', async () => {
    const email = `busy-${randomUUID()}@example.test`;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, n) =>
        contact(form({ email: n % 2 ? email.toUpperCase() : email })),
      ),
    );

    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429]);
    const refused = results.find((res) => res.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: 'RATE_LIMITED',
      message:
        'You have sent 3 support messages in the last hour, the most an hour allows. We will answer them soon; please try again later.',
    });
    const { rows } = await t.database.pool.query(
      'select id from support_messages where lower(email) = $1',
      [email],
    );
    expect(rows).toHaveLength(3);
  });

  it('takes 5 messages an hour from one network', async () => {
    const ip = '10.9.9.9';
    const results = await Promise.all(Array.from({ length: 8 }, () => contact(form(), { ip })));

    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(results.find((res) => res.statusCode === 429)?.json()).toEqual({
      error: 'RATE_LIMITED',
      message: `Too many support messages were sent from your network in the last hour. Please try again later, or email us at ${SUPPORT_EMAIL}.`,
    });
    const { rows } = await t.database.pool.query('select id from support_messages where ip = $1', [
      ip,
    ]);
    expect(rows).toHaveLength(5);
    // Another network is not held back.
    expect((await contact(form())).statusCode).toBe(201);
  });

  it('escapes what the sender typed in the HTML of both mails', async () => {
    const sent = form({
      name: 'Dana <b>Bold</b>',
      subject: 'Help "now" & <i>today</i>',
      message: '<img src=x onerror="alert(1)"> & <a href="https://evil.example">click</a>',
    });
    const res = await contact(sent);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();

    const mails = (await queuedMails()).filter((mail) => mail.text.includes(id));
    expect(mails.map((mail) => mail.to).sort()).toEqual([sent.email, SUPPORT_EMAIL].sort());
    for (const mail of mails) {
      for (const tag of ['<b>', '<i>', '<img', '<a href="https://evil']) {
        expect(mail.html).not.toContain(tag);
      }
    }
    const team = mails.find((mail) => mail.to === SUPPORT_EMAIL);
    expect(team?.html).toContain('Dana &#60;b&#62;Bold&#60;/b&#62;');
    expect(team?.html).toContain('Help &#34;now&#34; &#38; &#60;i&#62;today&#60;/i&#62;');
    expect(team?.html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    // The plain text keeps what was typed, as typed.
    expect(team?.text).toContain(sent.message);
  });
});
