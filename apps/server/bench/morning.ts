/**
 * One agent's morning as `npm run bench:day` replays it: sign in, check the quota, get the fresh
 * batch (its answer carries today's cards), swipe 5–10 of its leads (some saved, the rest passed), read the saved list and
 * the follow-up dashboard, record three of its pending contacts (fewer if fewer are pending).
 * Between steps the agent thinks 2–8 s, times the run's think factor. Every answer is checked: its
 * status, and the count or state the next step relies on, without re-validating its whole shape
 * (the bench shares the server's cores, so its own CPU must stay small). A failed or unexpected
 * answer is an error of its step, and ends that agent's morning (the steps after it depend on it).
 */
import { type ActivityDashboardItem, Lead, PLANS } from '@porchlight/contracts';
import { BENCH_PASSWORD, expectAnswer, expectThat } from './bench-agents';
import { check, expectJson, field, send } from './http';
import { recordTargetsOf } from './setup';

const QUOTA = PLANS.premium.dailyLeads;
const RECORDS = 3;

export const STEP_KINDS = [
  'sign-in',
  'can-generate',
  'fresh batch',
  'today',
  'swipe',
  'saved',
  'dashboard',
  'record',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** What a step of the run gathers from all its agents. */
export interface DayLog {
  latencies: Map<StepKind, number[]>;
  errors: Map<StepKind, number>;
  /** The first messages of each kind of failure, to print. */
  failures: Set<string>;
  /** The agents' mornings added up, from arrival to the last answer. */
  activeMs: number;
}

export function newDayLog(): DayLog {
  return {
    latencies: new Map(STEP_KINDS.map((kind) => [kind, []])),
    errors: new Map(STEP_KINDS.map((kind) => [kind, 0])),
    failures: new Set(),
    activeMs: 0,
  };
}

/** An agent as the morning starts: signed up days ago, its area ready. */
export interface MorningAgent {
  id: string;
  email: string;
  /** Its own address, so the per-IP sign-in limit sees one person per agent, as in real use. */
  ip: string;
  /** The 30-day session kept from before; empty when the morning starts with a sign-in. */
  cookie: string;
}

/** A real morning's mean length (~16.5 requests, 5 s of thought before each), in seconds. */
export const MORNING_S = 80;

const randomBetween = (low: number, high: number) => low + Math.random() * (high - low);
const randomInt = (low: number, high: number) => Math.floor(randomBetween(low, high + 1));

export function think(factor: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, randomBetween(2000, 8000) * factor));
}

/** Agents arrive spread over one morning's length, so the load mixes every step at once. */
export async function runMorning(
  url: string,
  agent: MorningAgent,
  thinkFactor: number,
  log: DayLog,
) {
  const arrival = Math.random() * MORNING_S * 1000 * thinkFactor;
  await new Promise((resolve) => setTimeout(resolve, arrival));
  const began = performance.now();
  let cookie = agent.cookie;
  let current: StepKind = 'sign-in';
  /** One timed request (until its whole body is in); its status checked, its JSON returned. */
  async function step(kind: StepKind, path: string, body?: object): Promise<unknown> {
    current = kind;
    await think(thinkFactor);
    const method = body || kind === 'fresh batch' ? 'POST' : 'GET';
    const answer = await send(url, method, path, { cookie, ip: agent.ip, body });
    log.latencies.get(kind)?.push(answer.ms);
    const parsed = expectJson(kind, answer);
    if (kind === 'sign-in') cookie = answer.cookie;
    return parsed;
  }
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

  try {
    if (!cookie) {
      const signedIn = await step('sign-in', '/api/authenticate', {
        email: agent.email,
        password: BENCH_PASSWORD,
      });
      check(field(signedIn, 'id') === agent.id && cookie.includes('='), 'sign-in gave no session');
    }
    const quota = await step('can-generate', `/api/leads/can-generate/${agent.id}`);
    check(
      field(quota, 'canGenerate') === true,
      `may not get leads: ${String(field(quota, 'reason'))}`,
    );
    const fresh = await step('fresh batch', `/api/leads/fresh/${agent.id}`);
    const delivered = field(fresh, 'totalDelivered');
    check(
      field(fresh, 'status') === 'complete' && delivered === QUOTA,
      `got ${String(delivered)} of ${QUOTA} leads (${String(field(fresh, 'status'))})`,
    );
    // The fresh batch's answer carries today's cards: the app reads them no more.
    const today = list(field(fresh, 'leads'));
    check(today.length === QUOTA, `today's batch has ${today.length} leads`);

    const swipes = randomInt(5, 10);
    // At least one pass; saves enough that three contacts are pending (a lead may have none).
    const saves = randomInt(RECORDS + 1, swipes - 1);
    for (const [n, lead] of today.slice(0, swipes).entries()) {
      const action = n < saves ? 'save' : 'dismiss';
      const swiped = await step('swipe', '/api/swipe', {
        agentId: agent.id,
        leadId: field(lead, 'id'),
        action,
      });
      const status = field(field(swiped, 'lead'), 'status');
      check(status === (n < saves ? 'saved' : 'dismissed'), `swiped lead is ${String(status)}`);
    }
    const saved = list(await step('saved', `/api/saved/${agent.id}`));
    check(saved.length === saves, `the saved list has ${saved.length} leads, not ${saves}`);
    const dashboardJson = list(await step('dashboard', `/api/activities/dashboard/${agent.id}`));
    check(dashboardJson.length === saves, `the dashboard has ${dashboardJson.length} leads`);
    check(
      dashboardJson.every((item) => Array.isArray(field(item, 'contacts'))),
      'a dashboard item has no contacts',
    );
    // Checked just above as far as the record step reads it (its contacts); the full shape is the
    // contract tests' and bench:api's setup's to check, not the hot loop's.
    const dashboard = dashboardJson as ActivityDashboardItem[];
    const targets = recordTargetsOf(dashboard);
    // Day 1 is an email day: a morning whose saved leads have no email has nothing to record
    // (rare: their details are read, outside the morning's measured steps, to be sure).
    if (targets.length === 0) {
      for (const item of saved) {
        const res = await fetch(`${url}/api/leads/${String(field(item, 'id'))}`, {
          headers: { 'x-forwarded-for': agent.ip, cookie },
        });
        const lead = await expectAnswer('lead detail', res, 200, Lead);
        expectThat(
          lead.emails.length === 0,
          'no contact to record, though a saved lead has an email',
        );
      }
    }
    for (const target of targets.slice(0, RECORDS)) {
      await step('record', '/api/activities/record', { agentId: agent.id, ...target });
    }
  } catch (error) {
    log.errors.set(current, (log.errors.get(current) ?? 0) + 1);
    const message = error instanceof Error ? error.message : String(error);
    if (log.failures.size < 5)
      log.failures.add(`${current}: ${message.replace(/^bench setup: /, '')}`);
  } finally {
    log.activeMs += performance.now() - began;
  }
}
