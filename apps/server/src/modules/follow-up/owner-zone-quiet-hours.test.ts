import { describe, expect, it } from 'vitest';
import { firstFollowUp } from '../../../test/first-follow-up';
import { savedLeadsApp } from '../../../test/saved-leads-app';

/**
 * Quiet hours follow the owner's ZIP code, not the state: Pensacola is in Florida's panhandle, on
 * Central time, an hour behind the rest of the state (docs/compliance.md "Quiet hours").
 */
/** One owner in Pensacola, saved on Monday 9 Nov 2026 (15:00 EST); day 2, Tuesday, is a text day. */
const pensacolaOwner = (zip: string) =>
  savedLeadsApp('2026-11-09T20:00:00Z', {
    zip,
    count: 1,
    overrides: {
      emails: [],
      state: 'FL',
      mailingCity: 'Pensacola',
      mailingState: 'FL',
      mailingZip: '32501',
    },
  });

describe('follow-up: quiet hours in the time zone of the owner’s ZIP code', () => {
  const app = pensacolaOwner('00025');
  const at = (iso: string) => app.t.clock.freeze(new Date(iso));
  const { item, sendText } = firstFollowUp(app);

  it('refuses a text at 8:30 ET (7:30 in Pensacola), records nothing, and takes it at 9:30 ET', async () => {
    await app.the.call('POST', '/api/activities/complete-day', {
      agentId: app.the.agent.id,
      leadId: app.the.leadId(0),
      activityId: (await item()).activity.id,
    });
    at('2026-11-10T13:30:00Z'); // Tuesday 8:30 EST, 7:30 CST
    expect(await item()).toMatchObject({ dayNumber: 2, ownerTimeZone: 'America/Chicago' });
    const early = await sendText();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'QUIET_HOURS',
      message: 'Texts to this owner can be sent from 8:00 AM CST.',
      opensAt: '2026-11-10T14:00:00.000Z',
    });
    expect((await item()).contacts).toMatchObject([{ id: 'p1', status: 'pending', sentAt: null }]);

    at('2026-11-10T14:30:00Z'); // 9:30 EST, 8:30 CST
    expect((await sendText()).json()).toEqual({ dayCompleted: true });
  });
});

describe('follow-up: a text is judged when it reaches the server', () => {
  const app = pensacolaOwner('00026');
  const at = (iso: string) => app.t.clock.freeze(new Date(iso));
  const { item, sendText: send } = firstFollowUp(app);
  const sendText = (actedAt: string) => send({ clientActionId: crypto.randomUUID(), actedAt });

  it('refuses a text in quiet hours whatever earlier time the phone claims, and keeps the arrival time', async () => {
    await app.the.call('POST', '/api/activities/complete-day', {
      agentId: app.the.agent.id,
      leadId: app.the.leadId(0),
      activityId: (await item()).activity.id,
    });
    at('2026-11-10T10:00:00Z'); // Tuesday 5:00 EST, 4:00 CST: quiet
    const claimed = '2026-11-09T21:00:00.000Z'; // Monday 16:00 EST, within 24 hours
    const early = await sendText(claimed);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'QUIET_HOURS' });

    at('2026-11-10T14:30:00Z'); // 9:30 EST, 8:30 CST
    expect((await sendText(claimed)).json()).toEqual({ dayCompleted: true });
    expect((await item()).contacts).toMatchObject([
      { id: 'p1', status: 'sent', sentAt: '2026-11-10T14:30:00.000Z' },
    ]);
  });
});
