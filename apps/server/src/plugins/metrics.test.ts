import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createAgent, sessionCookie } from '../../test/factories';
import { loadConfig } from '../config';
import { sendMail } from '../modules/mail/mail.jobs';

const TOKEN = 'scrape-token-0123456789';

/** The value of one sample line, e.g. `porchlight_db_pool_connections` or a labelled one. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ url: '/metrics', headers, remoteAddress });

  it('counts requests per route pattern, method and status class, never raw ids', async () => {
    const agent = await createAgent(t.database.db);
    const cookie = await sessionCookie(t.database.db, agent.id);
    for (let i = 0; i < 3; i++) await t.app.inject('/api/health');
    const today = await t.app.inject({ url: `/api/leads/today/${agent.id}`, headers: { cookie } });
    await t.app.inject({ url: `/api/leads/today/${agent.id}` });
    await t.app.inject('/api/no-such-thing');
    await scrape();

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const count = (labels: string) =>
      sample(res.body, `porchlight_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/health",status_class="2xx"')).toBe(3);
    const status = `${Math.floor(today.statusCode / 100)}xx`;
    expect(count(`method="GET",route="/api/leads/today/:agentId",status_class="${status}"`)).toBe(
      1,
    );
    expect(count('method="GET",route="/api/leads/today/:agentId",status_class="4xx"')).toBe(1);
    expect(count('method="GET",route="unmatched",status_class="4xx"')).toBe(1);
    expect(res.body).not.toContain(agent.id);
    expect(res.body).not.toContain('route="/metrics"');
  });

  it('reports the database pool, the job queues, mail failures and the process', async () => {
    const { body } = await scrape();
    expect(sample(body, 'porchlight_db_pool_connections')).toBeGreaterThan(0);
    expect(sample(body, 'porchlight_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'porchlight_db_pool_waiting_requests')).toBe(0);
    for (const queue of ['mail', 'export', 'password-reset']) {
      expect(sample(body, `porchlight_job_queue_depth{queue="${queue}",state="queued"}`)).toBe(0);
      expect(sample(body, `porchlight_job_queue_depth{queue="${queue}",state="active"}`)).toBe(0);
    }
    expect(sample(body, 'porchlight_mail_delivery_failures_total')).toBe(0);
    expect(sample(body, 'porchlight_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(body).toContain('porchlight_nodejs_eventloop_lag_p99_seconds');
  });

  it('answers a request from this machine over IPv6 loopback too', async () => {
    expect((await scrape({}, '::1')).statusCode).toBe(200);
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'localhost' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
  ])('is absent (404) for a client forwarded by a proxy (%s)', async (_, headers) => {
    const res = await scrape(headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
    expect(res.body).not.toContain('porchlight_');
  });

  it("answers this machine only by its own names: a rebinding page's Host is a 404", async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await scrape({ host })).statusCode, host).toBe(200);
    }
    for (const host of ['evil.example:3000', '192.168.1.20:3000']) {
      const res = await scrape({ host });
      expect(res.statusCode, host).toBe(404);
      expect(res.body).not.toContain('porchlight_');
    }
    expect(
      (await scrape({ host: 'evil.example', authorization: `Bearer ${TOKEN}` })).statusCode,
    ).toBe(200);
  });

  it('is absent (404) for another machine without the token or with a wrong one', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}x`, 'Bearer wrong', TOKEN]) {
      const res = await scrape({ authorization }, '10.1.2.3');
      expect(res.statusCode, authorization).toBe(404);
    }
  });

  it('answers another machine, even forwarded, presenting the token', async () => {
    const direct = await scrape({ authorization: `Bearer ${TOKEN}` }, '10.1.2.3');
    expect(direct.statusCode).toBe(200);
    expect(direct.body).toContain('porchlight_http_request_duration_seconds_bucket');
    const forwarded = await scrape(
      { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      '10.1.2.3',
    );
    expect(forwarded.statusCode).toBe(200);
  });
});

describe('without METRICS_TOKEN', () => {
  it('answers only this machine: any bearer is refused', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer undefined' },
        remoteAddress: '10.1.2.3',
      });
      expect(res.statusCode).toBe(404);
      expect((await t.app.inject('/metrics')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses a METRICS_TOKEN too short to guess, without printing it', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters$/,
    );
  });
});

describe('a mail server that is down', () => {
  it('counts each failed delivery attempt', async () => {
    const t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9/' });
    try {
      await sendMail(t.app.jobs, { to: 'down@example.test', subject: 'Hi', text: 'Hello' });
      const failures = async () =>
        sample((await t.app.inject('/metrics')).body, 'porchlight_mail_delivery_failures_total');
      await expect.poll(failures, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
    }
  });
});
