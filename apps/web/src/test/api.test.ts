import { describe, expect, it } from 'vitest';
import { apiError, stubApi, takeContractBreaches } from './api';
import { fixtureId, makeLead } from './lead-fixture';

const AGENT_ID = fixtureId('agent');
const SAVED = `GET /api/saved/${AGENT_ID}`;
const LEAD = `GET /api/leads/${fixtureId('lead')}`;
const call = (route: string, body?: unknown) => {
  const [method, url = ''] = route.split(' ');
  const init: RequestInit = { method };
  if (body !== undefined) init.body = JSON.stringify(body);
  return fetch(url, init);
};

/** The one breach the call made, taken so that it does not fail this test in setup.ts. */
function onlyBreach(): string {
  const breaches = takeContractBreaches();
  expect(breaches).toHaveLength(1);
  return breaches[0] ?? '';
}

describe('stubApi, the fake server held to the contract', () => {
  it('answers a fake the contract accepts, as the server would send it', async () => {
    const lead = makeLead();
    stubApi({ [LEAD]: Response.json({ ...lead, notInTheContract: true }) });

    const res = await call(LEAD);

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(lead);
    expect(takeContractBreaches()).toEqual([]);
  });

  it('fails a success answer the contract rejects, naming the route and the issue', async () => {
    const { swipeActionId: _dropped, ...incomplete } = makeLead();
    stubApi({ [LEAD]: Response.json(incomplete) });

    const res = await call(LEAD);

    expect(res.status).toBe(500);
    const breach = onlyBreach();
    expect(breach).toContain(`Fake API, ${LEAD}: answer:`);
    expect(breach).toContain('swipeActionId');
  });

  it('fails a success status the route never answers with', async () => {
    stubApi({ 'POST /api/track-signup': Response.json({ ok: true }) });

    await call('POST /api/track-signup', { step: 1 });

    expect(onlyBreach()).toContain('answers 204, the fake answered 200');
  });

  it('fails a call the server would refuse, unless the fake refuses it too', async () => {
    const route = 'POST /api/leads/lead-1/pass-contact';
    stubApi({ [route]: Response.json(makeLead()) });

    const res = await call(route, { contactId: 'p1' });

    expect(res.status).toBe(400);
    expect(onlyBreach()).toContain('leadId must be a lead id');

    const refused = apiError(400, { error: 'VALIDATION_ERROR', message: 'leadId: bad' });
    stubApi({ [route]: refused });
    expect((await call(route, { contactId: 'p1' })).status).toBe(400);
    expect(takeContractBreaches()).toEqual([]);
  });

  it('fails a purchase sent without the header the server requires', async () => {
    const route = `POST /api/leads/purchase/${AGENT_ID}`;
    stubApi({
      [route]: apiError(402, {
        error: 'INSUFFICIENT_CREDITS',
        message: 'No.',
        creditsRequired: 50,
        credits: 3,
      }),
    });

    const res = await call(route, { packageSize: 25 });

    expect(res.status).toBe(400);
    expect(onlyBreach()).toContain('the Idempotency-Key header is required');
  });

  it('fails an error answer with a code the server never sends', async () => {
    stubApi({
      [SAVED]: Response.json({ error: 'ALREADY_SWIPED', message: 'No.' }, { status: 409 }),
    });

    await call(SAVED);

    expect(onlyBreach()).toContain('error "ALREADY_SWIPED" is not one the server sends');
  });

  it('lets a test fake only the codes of the contract, with their status', () => {
    // @ts-expect-error ALREADY_SWIPED is no code the server sends.
    expect(() => apiError(409, { error: 'ALREADY_SWIPED', message: 'No.' })).toThrow(
      'the server never sends ALREADY_SWIPED',
    );
    expect(() => apiError(500, { error: 'NOT_FOUND', message: 'No.' })).toThrow(
      'NOT_FOUND is sent with 404, not 500',
    );
  });

  it('fails a route the server does not have, and a call the test did not answer', async () => {
    expect(() => stubApi({ 'GET /api/nowhere': Response.json({}) })).toThrow(
      'the server has no route GET /api/nowhere',
    );
    stubApi();

    expect((await call(SAVED)).status).toBe(404);
    expect(onlyBreach()).toContain('the test gives no answer to this call');
  });

  it('lets a proxy answer a failure without JSON', async () => {
    stubApi({ [SAVED]: new Response('Bad gateway', { status: 502 }) });

    expect((await call(SAVED)).status).toBe(502);
    expect(takeContractBreaches()).toEqual([]);
  });
});
