/**
 * Many bench agents fast: each account is made by the registration's own service code
 * (`createAccount`, then `createSession` as a sign-up's first session), in parallel over the
 * app's database, all with the password hash of one agent that signed up through the route. A
 * sign-up through the route would pay scrypt per agent (about 150 ms of CPU each, minutes for a
 * thousand); what the bench measures comes after. Every seeded agent is then read back through the
 * API and checked against the contracts, and its area counted through the API (which generates
 * the area's sample inventory on first use), so a failed seed stops the bench.
 */
import {
  Agent,
  LeadCount,
  type RegistrationData,
  RegistrationData as RegistrationSchema,
  type SubscriptionPlan,
} from '@porchlight/contracts';
import { withTransaction } from '../src/db/transaction';
import { createSession, SESSION_COOKIE } from '../src/lib/sessions';
import { createAccount } from '../src/modules/accounts/registration.service';
import { expectAnswer, expectThat, registerBenchAgent } from './bench-agents';
import type { MeasuredServer } from './measured-server';

export interface SeededAgent {
  id: string;
  email: string;
  cookie: string;
  /** Its own address, so the per-IP limits see one person per agent, as in real use. */
  ip: string;
  targetArea: string;
}

export interface SeedOptions {
  plan?: SubscriptionPlan;
  /** The criteria besides the area (any value, one bedroom and high equity unless told). */
  criteria?: Partial<RegistrationData>;
  /** Accounts made at once (each is one short transaction). */
  parallel?: number;
}

/** Per server: the password hash of one agent that signed up through the route. */
const sharedHash = new WeakMap<MeasuredServer, Promise<string>>();

/**
 * The server's own hash of the bench password, from one real sign-up: whatever hashing the built
 * server does (its kind, its cost), its seeded agents can sign in.
 */
async function serverHash(target: MeasuredServer, area: string): Promise<string> {
  const agent = await registerBenchAgent(target.url, 0, { targetArea: area });
  const { rows } = await target.app.pool.query<{ password_hash: string }>(
    'select password_hash from agents where id = $1',
    [agent.id],
  );
  const hash = rows[0]?.password_hash;
  expectThat(Boolean(hash), 'the signed-up agent has no password hash');
  return hash ?? '';
}
let seeded = 0;
const run = Date.now().toString(36);

export const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** One account per area given (an area may repeat), its first session open. */
export async function seedAgents(
  target: MeasuredServer,
  areas: string[],
  { plan = 'premium', criteria = {}, parallel = 8 }: SeedOptions = {},
): Promise<SeededAgent[]> {
  const hash = sharedHash.get(target) ?? serverHash(target, areas[0] ?? 'Miami, FL');
  sharedHash.set(target, hash);
  const passwordHash = await hash;
  const out: SeededAgent[] = new Array(areas.length);
  let next = 0;
  async function worker() {
    while (next < areas.length) {
      const i = next++;
      const n = ++seeded;
      const targetArea = areas[i] ?? '';
      const email = `bench-${run}-${n}@example.test`;
      const signup = RegistrationSchema.parse({
        name: `Bench Agent ${n}`,
        email,
        phone: '3055550123',
        targetArea,
        minValue: 'any',
        maxValue: 'any',
        minBedrooms: 1,
        sellerType: 'high-equity',
        termsAccepted: true,
        subscriptionPlan: plan,
        ...criteria,
      });
      const now = new Date();
      const { id, token } = await withTransaction(target.app.pool, async ({ db }) => {
        const agentId = await createAccount({ db, signup, passwordHash, now });
        return { id: agentId, token: await createSession({ db, agentId, now }) };
      });
      out[i] = { id, email, cookie: `${SESSION_COOKIE}=${token}`, ip: ipOf(n), targetArea };
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return out;
}

/**
 * Reads each agent back through the API (its session works, the contract's shape) and, unless told
 * not to, counts its area (generated on first use): the count each agent's area holds for it.
 */
export async function checkSeeded(
  url: string,
  agents: SeededAgent[],
  { parallel = 8, count: countArea = true }: { parallel?: number; count?: boolean } = {},
): Promise<Map<string, LeadCount>> {
  const counts = new Map<string, LeadCount>();
  let next = 0;
  async function worker() {
    while (next < agents.length) {
      const agent = agents[next++];
      if (!agent) continue;
      const read = (route: string) =>
        fetch(`${url}${route}`, { headers: { cookie: agent.cookie } });
      const found = await expectAnswer('agent', await read(`/api/agents/${agent.id}`), 200, Agent);
      expectThat(found.email === agent.email, `agent ${agent.id} reads back as ${found.email}`);
      if (!countArea) continue;
      const count = await expectAnswer(
        `count in ${agent.targetArea}`,
        await read(`/api/leads/available-count/${agent.id}`),
        200,
        LeadCount,
      );
      counts.set(agent.id, count);
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return counts;
}
