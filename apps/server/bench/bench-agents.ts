import { Agent } from '@porchlight/contracts';
import type { z } from 'zod';

export interface SignedInAgent {
  id: string;
  cookie: string;
}

/**
 * A setup answer as the bench needs it: the expected status and the contract's shape, or the
 * bench stops here with what it got (a failed setup would measure empty lists).
 */
export async function expectAnswer<T extends z.ZodType>(
  what: string,
  res: Response,
  status: number,
  schema: T,
): Promise<z.infer<T>> {
  const text = await res.text();
  if (res.status !== status) {
    throw new Error(`bench setup: ${what} answered ${res.status}, not ${status}: ${text}`);
  }
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`bench setup: ${what} is not the contract's shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** A setup check beyond the shape (counts, states): fails the bench with what was found. */
export function expectThat(ok: boolean, message: string) {
  if (!ok) throw new Error(`bench setup: ${message}`);
}

/** Every bench agent's password, so a bench can sign them in again. */
export const BENCH_PASSWORD = 'Porchlight1!';

/** An agent registered through the API like a person would; its cookie signs the requests. */
export async function registerBenchAgent(
  url: string,
  n: number,
  criteria: Record<string, string | number> = {},
): Promise<SignedInAgent> {
  const res = await fetch(`${url}/api/complete-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Agent ${n}`,
      email: `bench-${n}-${Date.now()}@example.test`,
      phone: '3055550123',
      password: BENCH_PASSWORD,
      targetArea: 'Miami, FL',
      minValue: 100000,
      maxValue: 1000000,
      minBedrooms: 2,
      sellerType: 'high-equity',
      termsAccepted: true,
      subscriptionPlan: 'premium',
      ...criteria,
    }),
  });
  const agent = await expectAnswer(`sign-up of agent ${n}`, res, 201, Agent);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expectThat(Boolean(agent.id) && cookie.includes('='), `sign-up ${n} gave no id or no session`);
  return { id: agent.id, cookie };
}
