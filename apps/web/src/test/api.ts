import {
  API_ERROR_STATUS,
  APP_VERSION,
  type ApiError,
  type ApiErrorCode,
  ERROR_DETAILS,
  hasErrorDetails,
  type PublicConfig,
} from '@porchlight/contracts';
import { vi } from 'vitest';
import { checkAnswer, matchRoute, requestProblem } from './api-contract';

type Reply = Response | ((body: unknown) => Response | Promise<Response>);

/** How the fakes broke the contract since the last look: setup.ts fails the test on any. */
const breaches: string[] = [];

/** The breaches seen so far, forgotten once read. */
export function takeContractBreaches(): string[] {
  return breaches.splice(0);
}

/** Records the breach; the web gets what the server would answer instead. */
function breach(route: string, problem: string, code: ApiErrorCode): Response {
  const message = `Fake API, ${route}: ${problem}`;
  breaches.push(message);
  return Response.json({ error: code, message }, { status: API_ERROR_STATUS[code] });
}

function routeOf(route: string) {
  const [method = '', url = ''] = route.split(' ');
  return matchRoute(method, url);
}

const BILLING_OFF: PublicConfig = {
  billing: { enabled: false, publishableKey: null },
  postcards: { mailing: false },
  support: { email: 'support@porchlight.local', phone: '(305) 555-0100' },
  partner: { signupUrl: 'https://partner.example/register' },
  push: { publicKey: null },
};

/** The server's public settings as a test needs them: billing off unless the test says. */
export function publicConfig(changes: Partial<PublicConfig> = {}): PublicConfig {
  return { ...BILLING_OFF, ...changes };
}
const DEFAULT_ANSWERS: Record<string, () => Response> = {
  'GET /api/version': () => Response.json({ version: APP_VERSION }),
  'GET /api/config': () => Response.json(BILLING_OFF),
};

/**
 * The Today tab asks, once no card is current, whether imported leads wait for review: none do,
 * for any agent, unless the test routes it.
 */
const NOTHING_TO_REVIEW = /^GET \/api\/import-review\/[^/?]+$/;
/** Follow Up Boss, asked by the Profile tab, a lead and a follow-up card: not connected. */
const FOLLOW_UP_BOSS_CONNECTION = /^GET \/api\/connections\/follow-up-boss\/[^/?]+$/;
export const FOLLOW_UP_BOSS_OFF = {
  available: false,
  connected: false,
  keyLast4: null,
  autoSendOnContacted: false,
  broken: false,
  connectedAt: null,
};
const defaultAnswer = (route: string): Response | undefined =>
  DEFAULT_ANSWERS[route]?.() ??
  (NOTHING_TO_REVIEW.test(route)
    ? Response.json({ waiting: 0, offeredToday: 0, batchSize: 10 })
    : FOLLOW_UP_BOSS_CONNECTION.test(route)
      ? Response.json(FOLLOW_UP_BOSS_OFF)
      : undefined);

/**
 * Stands in for the server: `routes` maps "METHOD /path" to an answer. Every call and answer is
 * checked against the contract of its route (api-contract.ts): a path, query or body the server
 * would refuse, a success answer its schema rejects, an error code it never sends, or a call
 * the test did not route fails the test. /api/version answers this build's version, /api/config
 * that billing is off, the import review that nothing waits, and Follow Up Boss that it is not
 * connected, unless the test routes them.
 */
export function stubApi(routes: Record<string, Reply> = {}) {
  for (const route of Object.keys(routes)) {
    if (!routeOf(route)) throw new Error(`stubApi: the server has no route ${route}`);
  }
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const match = routeOf(route);
    if (!match) return breach(route, 'the server has no such route', 'NOT_FOUND');
    const reply = routes[route] ?? defaultAnswer(route);
    if (!reply) return breach(route, 'the test gives no answer to this call', 'NOT_FOUND');
    const answer = reply instanceof Response ? reply.clone() : await reply(body);
    const refused = requestProblem(match, body, new Headers(init?.headers));
    // A test may fake the server's own refusal of a malformed call.
    if (refused && answer.status !== 400) return breach(route, refused, 'VALIDATION_ERROR');
    const { problem, response } = await checkAnswer(match, answer);
    return problem ? breach(route, problem, 'INTERNAL_ERROR') : response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The value of header `name` on each call to "METHOD /path", in order. */
export function sentHeaders(
  fetchMock: ReturnType<typeof stubApi>,
  route: string,
  name: string,
): (string | null)[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === route)
    .map(([, init]) => new Headers(init?.headers).get(name));
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, route: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === route)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** An error answer of the server: a code it sends, with the status that code goes with. */
export function apiError(status: number, body: ApiError & { error: ApiErrorCode }): Response {
  // The type keeps unknown codes out; this catches them where a test gets around it.
  if (!Object.hasOwn(API_ERROR_STATUS, body.error)) {
    throw new Error(`apiError: the server never sends ${body.error} (API_ERROR_CODES)`);
  }
  const codeStatus = API_ERROR_STATUS[body.error];
  if (status !== codeStatus) {
    throw new Error(`apiError: ${body.error} is sent with ${codeStatus}, not ${status}`);
  }
  // A code with details carries exactly what the server sends with it (ERROR_DETAILS).
  if (hasErrorDetails(body.error)) {
    const checked = ERROR_DETAILS[body.error].safeParse(body);
    if (!checked.success) {
      throw new Error(`apiError: ${body.error} without its details: ${checked.error.message}`);
    }
  }
  return Response.json(body, { status });
}

/** A reply the test gives later: the call stays pending until `answer` is called. */
export function heldReply() {
  let answer: (response: Response) => void = () => {};
  const reply = () => new Promise<Response>((resolve) => (answer = resolve));
  return { reply, answer: (response: Response) => answer(response) };
}
