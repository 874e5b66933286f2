/**
 * What `npm run bench` prepares for each agent before measuring, every answer checked: today's
 * batch of the plan's quota, some of it saved (the saved list, the follow-up), some dismissed,
 * one lead left to swipe back and forth, and the follow-up contacts still to record.
 */
import {
  ActivityDashboardItem,
  CanGenerate,
  FreshLeadsResponse,
  LeadCard,
  ListedLead,
  PLANS,
  pendingRecordable,
  SwipeResponse,
} from '@porchlight/contracts';
import { z } from 'zod';
import { expectAnswer, expectThat, type SignedInAgent } from './bench-agents';

const QUOTA = PLANS.premium.dailyLeads;
/** Of today's batch: the first SAVED are saved, the next DISMISSED dismissed, the last left new. */
export const SAVED = QUOTA - 3;
export const DISMISSED = 2;

/** One follow-up contact still to record, as the record request names it. */
export interface RecordTarget {
  leadId: string;
  activityId: string;
  contactId: string;
  /** Emails are sent; a text is passed, which no texting-hours rule refuses at any hour. */
  status: 'sent' | 'passed';
}

export interface PreparedAgent extends SignedInAgent {
  /** The lead of today's batch the swipe row saves and dismisses in turn. */
  toggleLeadId: string;
  recordTargets: RecordTarget[];
}

export async function prepareAgent(url: string, agent: SignedInAgent): Promise<PreparedAgent> {
  const headers = { cookie: agent.cookie, 'content-type': 'application/json' };
  const get = (path: string) => fetch(`${url}${path}`, { headers: { cookie: agent.cookie } });
  const post = (path: string, body?: object) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: body ? headers : { cookie: agent.cookie },
      ...(body && { body: JSON.stringify(body) }),
    });

  const before = await expectAnswer(
    'can-generate',
    await get(`/api/leads/can-generate/${agent.id}`),
    200,
    CanGenerate,
  );
  expectThat(before.canGenerate, `agent ${agent.id} may not get leads: ${before.reason}`);
  const fresh = await expectAnswer(
    'fresh leads',
    await post(`/api/leads/fresh/${agent.id}`),
    200,
    FreshLeadsResponse,
  );
  expectThat(
    fresh.status === 'complete' && fresh.totalDelivered === QUOTA,
    `agent ${agent.id} got ${fresh.totalDelivered} of ${QUOTA} leads (${fresh.status})`,
  );
  const today = await expectAnswer(
    "today's batch",
    await get(`/api/leads/today/${agent.id}`),
    200,
    z.array(LeadCard),
  );
  expectThat(today.length === QUOTA, `today's batch has ${today.length} leads, not ${QUOTA}`);

  for (const [n, lead] of today.entries()) {
    if (n >= SAVED + DISMISSED) break;
    const action = n < SAVED ? 'save' : 'dismiss';
    const swiped = await expectAnswer(
      `swipe ${action}`,
      await post('/api/swipe', { agentId: agent.id, leadId: lead.id, action }),
      200,
      SwipeResponse,
    );
    expectThat(
      swiped.lead.status === `${action === 'save' ? 'saved' : 'dismissed'}`,
      'swipe state',
    );
  }
  for (const [list, size] of [
    ['saved', SAVED],
    ['dismissed', DISMISSED],
  ] as const) {
    const leads = await expectAnswer(
      list,
      await get(`/api/${list}/${agent.id}`),
      200,
      z.array(ListedLead),
    );
    expectThat(leads.length === size, `the ${list} list has ${leads.length} leads, not ${size}`);
  }

  const dashboard = await expectAnswer(
    'follow-up dashboard',
    await get(`/api/activities/dashboard/${agent.id}`),
    200,
    z.array(ActivityDashboardItem),
  );
  expectThat(
    dashboard.length === SAVED,
    `the follow-up has ${dashboard.length} leads, not ${SAVED}`,
  );
  const recordTargets = recordTargetsOf(dashboard);
  const toggle = today[QUOTA - 1];
  expectThat(toggle !== undefined, 'no lead left to swipe');
  return { ...agent, toggleLeadId: toggle?.id ?? '', recordTargets };
}

/** The dashboard's contacts still to record, each with a status no rule refuses at any hour. */
export function recordTargetsOf(dashboard: ActivityDashboardItem[]): RecordTarget[] {
  return dashboard.flatMap((item) =>
    pendingRecordable(item.contacts).map((contact) => ({
      leadId: item.lead.id,
      activityId: item.activity.id,
      contactId: contact.id,
      status: item.activityType === 'email' ? ('sent' as const) : ('passed' as const),
    })),
  );
}
