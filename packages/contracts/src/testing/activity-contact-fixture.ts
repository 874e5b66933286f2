import type { ActivityContact } from '../follow-up';
import { fixtureId } from './ids';

/** A pending phone of the owner on a text day, as the dashboard answers it. */
export function makeActivityContact(overrides: Partial<ActivityContact> = {}): ActivityContact {
  return {
    id: 'p1',
    activityId: fixtureId('activity'),
    recipientName: null,
    recipientValue: '3055550100',
    recipientType: 'phone',
    status: 'pending',
    dncStatus: false,
    optedOut: false,
    custom: false,
    sentAt: null,
    passedAt: null,
    ...overrides,
  };
}
