import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { startFakeThanksIo } from '../../../test/fakes/thanksio';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';
import {
  GIVE_UP_MESSAGES,
  giveUpPostcard,
  sweepUnsettledPostcards,
} from './postcard-give-up.service';

// A card whose thanks.io call never got through is settled once its retries are spent, never
// left `checking` (docs/postcards.md "thanks.io silent").
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeThanksIo>>;
let agent: Awaited<ReturnType<typeof agentWithSavedLeads>>;
beforeAll(async () => {
  fake = await startFakeThanksIo({
    fetchImage: async (url) => (await t.app.inject({ url: new URL(url).pathname })).rawPayload,
  });
  t = await buildTestApp({ THANKSIO_TOKEN: 'tio_test_token', THANKSIO_URL: fake.url });
  t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
  agent = await agentWithSavedLeads(t, { zip: '00981', count: 6 });
  const parts = { street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zip: '33131' };
  const settings = await t.app.inject({
    method: 'PUT',
    url: `/api/agents/${agent.agent.id}/mailer-settings`,
    headers: { cookie: agent.agent.cookie },
    payload: { returnAddressParts: parts, brokerageName: 'Sunrise Realty' },
  });
  expect(settings.statusCode).toBe(200);
});
beforeEach(() => fake.recover());
afterAll(async () => {
  await t.close();
  await fake.close();
});

const deps = () => ({
  db: t.database.db,
  service: t.app.postcards,
  publicUrl: t.app.config.publicUrl,
  now: () => t.clock.now(),
});
const status = async (orderId: string) =>
  (await t.database.pool.query('select status from postcard_orders where id = $1', [orderId]))
    .rows[0]?.status;
const order = (orderId: string) =>
  t.app.inject({
    url: `/api/postcards/order/${orderId}`,
    headers: { cookie: agent.agent.cookie },
  });

/** A card sent while thanks.io answers 503: its first run leaves it `checking`. */
async function checkingDuringOutage(n: number) {
  fake.goDown();
  const sent = await agent.call('POST', '/api/postcards/send', {
    leadId: agent.leadId(n),
    message: `Hi Pat, card ${n}: would you consider an offer?`,
    frontImageUrl: `/api/postcards/front/${agent.leadId(n)}`,
  });
  const { orderId } = sent.json();
  await expect.poll(() => status(orderId), { timeout: 20_000 }).toBe('checking');
  return orderId as string;
}

it('settles a card whose last retry found thanks.io still down: failed, said so, never resent', async () => {
  const orderId = await checkingDuringOutage(0);
  // The job's last retry, due now, once pg-boss has put the failed run back as a retry: then it
  // goes to postcard-give-up.
  const lastRetryNow = async () =>
    (
      await t.database.pool.query(
        `update pgboss.job set retry_count = retry_limit, start_after = now()
         where name = 'postcard' and state = 'retry' and data->>'orderId' = $1`,
        [orderId],
      )
    ).rowCount;
  await expect.poll(lastRetryNow, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => status(orderId), { timeout: 30_000 }).toBe('failed');
  const res = await order(orderId);
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({
    error: 'POSTCARD_SERVICE_FAILED',
    message: GIVE_UP_MESSAGES.unreachable,
  });
  // It may yet arrive: the lead keeps its mark, and nothing was sent again once it was settled.
  expect(await agent.savedLead(0)).toMatchObject({ postcardSent: true });
  const sends = fake.sends.length;
  fake.recover();
  await giveUpPostcard(deps(), { orderId });
  expect(fake.sends.length).toBe(sends);
  expect(await status(orderId)).toBe('failed');
});

it('records a card thanks.io took, its answer lost, as mailed at the last look', async () => {
  fake.takeNextWithoutAnswer();
  const sent = await agent.call('POST', '/api/postcards/send', {
    leadId: agent.leadId(1),
    message: 'Hi Pat, card 1: would you consider an offer?',
    frontImageUrl: `/api/postcards/front/${agent.leadId(1)}`,
  });
  const { orderId } = sent.json();
  await expect.poll(() => fake.taken.length, { timeout: 20_000 }).toBe(1);
  fake.cutUnanswered();
  await expect.poll(() => status(orderId), { timeout: 20_000 }).toBe('checking');
  await giveUpPostcard(deps(), { orderId });
  expect((await order(orderId)).json()).toMatchObject({ status: 'mailed' });
  expect(fake.taken).toHaveLength(1);
});

it('fails a card thanks.io answers it never took, and the agent may send it again', async () => {
  const orderId = await checkingDuringOutage(2);
  fake.recover();
  await giveUpPostcard(deps(), { orderId });
  expect((await order(orderId)).json()).toEqual({
    error: 'POSTCARD_SERVICE_FAILED',
    message: GIVE_UP_MESSAGES.notTaken,
  });
  expect(await agent.savedLead(2)).toMatchObject({ postcardSent: false });
});

it('sweeps a card left checking a day ago by a job that is gone', async () => {
  const orderId = await checkingDuringOutage(3);
  await t.database.pool.query("delete from pgboss.job where data->>'orderId' = $1", [orderId]);
  await sweepUnsettledPostcards(deps());
  expect(await status(orderId)).toBe('checking');
  t.clock.freeze(new Date('2026-11-03T16:00:00Z'));
  await sweepUnsettledPostcards(deps());
  expect((await order(orderId)).json().message).toBe(GIVE_UP_MESSAGES.unreachable);
  t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
});
