import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  ApiError,
  IDEMPOTENCY_KEY_HEADER,
} from '@porchlight/contracts';
import { ALL_ROUTES, answerSchema, requestSchemas } from '@porchlight/contracts/route-schemas';
import { type RouteDefinition, routeName } from '@porchlight/contracts/routes';
import { type ZodType, z } from 'zod';

/** What the fake checks a call against: the route's own definition and the schemas it names. */
interface ApiRoute {
  definition: RouteDefinition;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  answer: ZodType | null;
}

/** Every API route, from the contracts' definitions (docs/architecture.md "Routes"). */
export const API_ROUTES: Record<string, ApiRoute> = Object.fromEntries(
  ALL_ROUTES.map((definition) => [
    routeName(definition),
    { definition, ...requestSchemas(definition), answer: answerSchema(definition) },
  ]),
);

/** One call the web made: "METHOD /path?query" and its JSON body. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

interface RouteMatch {
  /** The route as the table names it: "DELETE /api/leads/:leadId/unsave". */
  pattern: string;
  route: ApiRoute;
  params: Record<string, string>;
  query: Record<string, string>;
}

const routePatterns = Object.entries(API_ROUTES).map(([pattern, route]) => {
  const [method, path = ''] = pattern.split(' ');
  const segments = path.split('/');
  const literals = segments.filter((segment) => !segment.startsWith(':')).length;
  return { pattern, route, method, segments, literals };
});

/** The table's route for `method url`; a literal segment wins over a parameter, as on the server. */
export function matchRoute(method: string, url: string): RouteMatch | undefined {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const segments = pathname.split('/');
  let best: (RouteMatch & { literals: number }) | undefined;
  for (const candidate of routePatterns) {
    if (candidate.method !== method || candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = candidate.segments.every((segment, i) => {
      const value = segments[i] ?? '';
      if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
      return segment.startsWith(':') || segment === value;
    });
    if (fits && (!best || candidate.literals > best.literals)) {
      best = { ...candidate, params, query: Object.fromEntries(searchParams) };
    }
  }
  return best;
}

function problemOf(schema: ZodType | undefined, value: unknown, what: string): string | null {
  const result = schema?.safeParse(value);
  return result?.error ? `${what}: ${z.prettifyError(result.error)}` : null;
}

/** A spend without its Idempotency-Key is refused (`idempotencyKey: true`). */
function missingHeader(route: ApiRoute, headers: Headers): string | null {
  const missing = route.definition.idempotencyKey && !headers.get(IDEMPOTENCY_KEY_HEADER);
  return missing ? `headers: the ${IDEMPOTENCY_KEY_HEADER} header is required` : null;
}

/** Why the server would refuse this call with 400 before reaching the code, or null. */
export function requestProblem(
  { route, params, query }: RouteMatch,
  body: unknown,
  headers: Headers = new Headers(),
) {
  return (
    problemOf(route.params, params, 'path') ??
    problemOf(route.query, query, 'query') ??
    problemOf(route.body, body, 'body') ??
    missingHeader(route, headers)
  );
}

const ErrorCode = z.enum(API_ERROR_CODES);

function readJson(text: string): { json: unknown } | null {
  try {
    return { json: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** Why a success answer is not one the route sends, or its JSON as the server would send it. */
function successProblem(route: ApiRoute, status: number, text: string) {
  const { definition } = route;
  const expected = definition.status ?? 200;
  if (status !== expected && status !== definition.foundStatus) {
    return { problem: `answers ${expected}, the fake answered ${status}` };
  }
  if (definition.answer === 'csv' || definition.answer === 'png') return {};
  if (!route.answer) return text ? { problem: 'answers no content' } : {};
  const read = readJson(text);
  if (!read) return { problem: `answers JSON, the fake answered "${text.slice(0, 40)}"` };
  const result = route.answer.safeParse(read.json);
  if (result.error) return { problem: `answer: ${z.prettifyError(result.error)}` };
  return { json: result.data };
}

/** Why an error answer is not one the server sends: a JSON error must be a known code. */
function errorProblem(status: number, text: string): string | null {
  // Not JSON: the answer of a proxy or gateway before our server, which a test may stand for.
  const read = readJson(text);
  if (!read) return null;
  const result = ApiError.safeParse(read.json);
  if (result.error) return `error answer: ${z.prettifyError(result.error)}`;
  const code = ErrorCode.safeParse(result.data.error);
  if (code.error)
    return `error "${result.data.error}" is not one the server sends (API_ERROR_CODES)`;
  const codeStatus = API_ERROR_STATUS[code.data];
  return codeStatus === status
    ? null
    : `error ${code.data} comes with ${codeStatus}, not ${status}`;
}

/** The answer checked against the route's contract: `problem` says how the fake breaks it. */
export async function checkAnswer(
  match: RouteMatch,
  answer: Response,
): Promise<{ problem?: string; response: Response }> {
  const text = await answer.clone().text();
  if (!answer.ok)
    return { problem: errorProblem(answer.status, text) ?? undefined, response: answer };
  const { problem, json } = successProblem(match.route, answer.status, text);
  if (problem || json === undefined) return { problem, response: answer };
  // The server sends what its schema makes of the answer: unknown fields dropped.
  return { response: Response.json(json, { status: answer.status, headers: answer.headers }) };
}
