import type {
  ActivityContact,
  ActivityDashboardItem,
  ActivityStats,
  ActivitySummary,
  Lead,
  ScriptsResponse,
} from '@porchlight/contracts';
import { makeActivityContact } from '@porchlight/contracts/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { FollowUpDashboard } from '@/features/follow-up/components/follow-up-dashboard';
import { stubApi } from './api';
import { fixtureId, makeLead } from './lead-fixture';
import { renderWithProviders } from './render';

export const AGENT_ID = '6f1c3a52-2d0e-4b8a-9a55-1c2f3e4d5a6b';
export const LEAD_ID = fixtureId('lead');
export const ACTIVITY_ID = fixtureId('activity');
export const SWIPE_ACTION_ID = fixtureId('swipe');
export const DASHBOARD = `GET /api/activities/dashboard/${AGENT_ID}`;
export const SUMMARY = `GET /api/activities/summary/${AGENT_ID}`;
export const STATS = `GET /api/activities/stats?agentId=${AGENT_ID}`;
export const SCRIPTS = `GET /api/scripts/${AGENT_ID}`;
export const MAILER_SCRIPTS = `GET /api/mailer-scripts/${AGENT_ID}`;
export const RECORD = 'POST /api/activities/record';
export const COMPLETE_DAY = 'POST /api/activities/complete-day';
export const DISMISS = 'POST /api/activities/dismiss-property';
export const OPT_OUTS = 'POST /api/opt-outs';
export const CUSTOM_CONTACT = `PATCH /api/swipe-actions/${SWIPE_ACTION_ID}/contact`;

/** The agent's own day-1 and day-2 scripts; the other days keep the defaults. */
export const SCRIPTS_RESPONSE: ScriptsResponse = {
  scripts: [
    {
      dayNumber: 1,
      scriptType: 'email',
      subject: 'for {firstname} (re: {streetaddress})',
      body: 'Hi {firstname}, would you sell {streetaddress}?',
    },
    { dayNumber: 2, scriptType: 'text', subject: null, body: 'Hi {firstname}, {streetaddress}?' },
  ],
  defaultDays: [3, 4, 5, 6],
};

/** The agent's own mailer day 1; the other days keep the defaults. */
export const MAILER_SCRIPTS_RESPONSE: ScriptsResponse = {
  scripts: [
    {
      dayNumber: 1,
      scriptType: 'email',
      subject: 'my postcard about {streetaddress}',
      body: 'Hi {firstname}, did my postcard reach you?',
    },
  ],
  defaultDays: [2, 3, 4, 5, 6],
};

/** Who signs the messages in these tests. */
export const SENDER = { name: 'Jordan Agent', phone: '(305) 555-0199' };

export const SUMMARY_RESPONSE: ActivitySummary = {
  leadsReceived: 10,
  leadsSaved: 6,
  leadsPassed: 4,
  emailsSent: 3,
  textsSent: 2,
  postcardsSent: 1,
  leadsEnhanced: 5,
};

export const STATS_RESPONSE: ActivityStats = {
  totalLeadsInSequence: 12,
  leadsInProgress: 9,
  totalContactsSent: 31,
  totalContactsPassed: 7,
  leadsCompleted: 3,
};

/** A pending email of the owner (the contracts' fixture is a phone). */
export function makeContact(overrides: Partial<ActivityContact> = {}): ActivityContact {
  return makeActivityContact({
    id: 'e1',
    activityId: ACTIVITY_ID,
    recipientName: 'Pat Diaz',
    recipientValue: 'pat@example.net',
    recipientType: 'email',
    ...overrides,
  });
}

export const phoneContact = (overrides: Partial<ActivityContact> = {}) =>
  makeContact({ id: 'p1', recipientValue: '3055550100', recipientType: 'phone', ...overrides });

export const customEmail = (overrides: Partial<ActivityContact> = {}) =>
  makeContact({
    id: 'custom-email',
    recipientName: null,
    recipientValue: 'owner@custom.test',
    custom: true,
    ...overrides,
  });

/** Day `dayNumber` of the fixture lead (owner Ana Diaz, 1234 Palm Ave), in Miami's zone. */
export function makeItem(
  overrides: Partial<Omit<ActivityDashboardItem, 'lead'>> & { lead?: Partial<Lead> } = {},
): ActivityDashboardItem {
  const { lead, ...rest } = overrides;
  const dayNumber = rest.dayNumber ?? 1;
  return {
    activity: { id: ACTIVITY_ID },
    contacts: [makeContact()],
    dayNumber,
    activityType: dayNumber % 2 === 1 ? 'email' : 'text',
    isComplete: false,
    dayStatus: 'normal',
    nextDayAt: null,
    ownerTimeZone: 'America/New_York',
    ...rest,
    lead: makeLead({ status: 'saved', swipeActionId: SWIPE_ACTION_ID, ...lead }),
  };
}

type Routes = Parameters<typeof stubApi>[0];

/** The dashboard over `items` (or a reply), with the agent's scripts and the toasts. */
export function renderDashboard(
  items: ActivityDashboardItem[] | ((body: unknown) => Response),
  routes: Routes = {},
) {
  const fetchMock = stubApi({
    [DASHBOARD]: Array.isArray(items) ? Response.json(items) : items,
    [SCRIPTS]: Response.json(SCRIPTS_RESPONSE),
    [MAILER_SCRIPTS]: Response.json(MAILER_SCRIPTS_RESPONSE),
    ...routes,
  });
  const onViewLead = vi.fn<(leadId: string) => void>();
  const view = renderWithProviders(
    <FollowUpDashboard
      agentId={AGENT_ID}
      sender={SENDER}
      onViewLead={onViewLead}
      renderContactStatus={(lead) => <p>Status toggle for {lead.address}</p>}
    />,
    { toaster: true },
  );
  return { ...view, fetchMock, onViewLead };
}

/** How many times "METHOD /path" was called. */
export function callCount(fetchMock: ReturnType<typeof stubApi>, route: string): number {
  return fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === route,
  ).length;
}

/** The dashboard's card for the lead at `address`, opened from its row if closed. */
export async function findCard(address = '1234 Palm Ave'): Promise<HTMLElement> {
  const row = await screen.findByRole('button', { name: new RegExp(`^${address}, `) });
  if (row.getAttribute('aria-expanded') === 'false') fireEvent.click(row);
  return screen.findByRole('article', { name: address });
}

/** The row of the contact shown as `recipient` in `card`. */
export function contactRow(card: HTMLElement, recipient: string): HTMLElement {
  const row = within(card).getByText(recipient).closest('li');
  if (!row) throw new Error(`No contact row for ${recipient}`);
  return row;
}

export { heldReply } from './api';
export { expectToast } from './toasts';
