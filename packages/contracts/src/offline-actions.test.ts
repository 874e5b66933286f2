import { describe, expect, it } from 'vitest';
import { CompleteDayRequest, RecordActivityRequest } from './follow-up';
import { SwipeRequest, UndoSwipeRequest } from './leads';
import { ACTED_AT_CLOCK_DRIFT_MS, ACTED_AT_MAX_AGE_MS, boundActedAt } from './offline-actions';
import { ContactStatusRequest, PassContactRequest } from './saved-leads';

const now = new Date('2026-11-03T05:10:00Z');
const deliveredAt = new Date('2026-11-02T15:00:00Z');
const at = (iso: string) => boundActedAt({ actedAt: iso, now, deliveredAt });

describe('the time an offline action was made', () => {
  it('keeps a time between the delivery and now', () => {
    expect(at('2026-11-02T23:50:00-05:00')).toEqual(new Date('2026-11-03T04:50:00Z'));
  });

  it("counts a time up to five minutes ahead (the phone's clock drifts) as now", () => {
    expect(ACTED_AT_CLOCK_DRIFT_MS).toBe(5 * 60_000);
    expect(at('2026-11-03T05:15:00Z')).toEqual(now);
    const ahead = at('2026-11-03T05:15:00.001Z');
    expect(ahead).toMatchObject({ reason: 'future' });
    if (!(ahead instanceof Date)) expect(ahead.message).toMatch(/^actedAt /);
  });

  it('refuses a time more than 24 hours old', () => {
    expect(ACTED_AT_MAX_AGE_MS).toBe(24 * 3_600_000);
    const early = { now, deliveredAt: null };
    expect(boundActedAt({ ...early, actedAt: '2026-11-02T05:10:00Z' })).toEqual(
      new Date('2026-11-02T05:10:00Z'),
    );
    const old = boundActedAt({ ...early, actedAt: '2026-11-02T05:09:59.999Z' });
    expect(old).toMatchObject({ reason: 'tooOld' });
    if (!(old instanceof Date)) expect(old.message).toMatch(/^actedAt .*24 hours/);
  });

  it("counts a time before the lead's delivery as the delivery (the phone's clock was behind)", () => {
    expect(at('2026-11-02T14:00:00Z')).toEqual(deliveredAt);
  });
});

describe('the offline fields of the six queued requests', () => {
  const ids = {
    agentId: '5c0f5a0e-7f55-4b36-9d7b-1b2c3d4e5f60',
    leadId: '6d1f5a0e-7f55-4b36-9d7b-1b2c3d4e5f61',
    activityId: '7e2f5a0e-7f55-4b36-9d7b-1b2c3d4e5f62',
  };
  const bodies = [
    [SwipeRequest, { ...ids, action: 'save' }],
    [UndoSwipeRequest, ids],
    [ContactStatusRequest, { ...ids, contactStatus: 'contacted' }],
    [PassContactRequest, { contactId: 'e1' }],
    [RecordActivityRequest, { ...ids, contactId: 'e1', status: 'sent' }],
    [CompleteDayRequest, ids],
  ] as const;
  const offline = {
    clientActionId: '8f3f5a0e-7f55-4b36-9d7b-1b2c3d4e5f63',
    actedAt: '2026-11-02T23:50:00-05:00',
  };

  it('takes a client action id and the time acted, both optional', () => {
    for (const [schema, body] of bodies) {
      expect(schema.parse({ ...body, ...offline })).toMatchObject(offline);
      expect(schema.parse(body)).not.toHaveProperty('clientActionId');
    }
  });

  it('names the field at fault', () => {
    for (const [schema, body] of bodies) {
      const badId = schema.safeParse({ ...body, clientActionId: 'queued-1' });
      expect(badId.error?.issues[0]).toMatchObject({
        path: ['clientActionId'],
        message: 'clientActionId must be a uuid',
      });
      const noOffset = schema.safeParse({ ...body, actedAt: '2026-11-02T23:50:00' });
      expect(noOffset.error?.issues[0]?.path).toEqual(['actedAt']);
      expect(noOffset.error?.issues[0]?.message).toMatch(/^actedAt /);
    }
  });
});
