import type { RouteAnswer, RouteDefinition } from '@porchlight/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type IdempotentRequest, idempotentRequest, storedAnswer } from './idempotency';
import type { JsonText } from './json-text';
import { type ActionRunner, answerOnce } from './offline-action';
import { signedInAgent } from './signed-in-agent';

// What a definition's flags make serve() do around a route's code (docs/architecture.md
// "Routes"), so a route says `offline: true` or `idempotencyKey: true` once and its code only acts.

/** What serve() hands a route's code besides the request, by the definition's flags. */
export type RouteExtras<R extends RouteDefinition> = (R['offline'] extends true | 'online-only'
  ? { agentId: string; runner: ActionRunner }
  : unknown) &
  (R['idempotencyKey'] extends true
    ? { agentId: string; idempotency: IdempotentRequest }
    : unknown);

/** Runs an agent's calls of one route one after another in this process (an agent's undos). */
export type InTurn = <T>(agentId: string, work: () => Promise<T>) => Promise<T>;

/** JSON text PostgreSQL built in the shape of the route's answer. */
export type AnswerText<R extends RouteDefinition> = JsonText<RouteAnswer<R>>;

type Act = (extras: object) => Promise<unknown>;

/**
 * A spend under its Idempotency-Key (docs/credits.md "Idempotency keys"): no valid key is
 * a 400; a key already answered gets its kept answer and the code never runs. The code keeps its
 * answer under `idempotency` in its own transaction, and checks again there for a racing retry.
 */
async function oncePerKey(app: FastifyInstance, request: FastifyRequest, act: Act) {
  const agentId = signedInAgent(request).id;
  const idempotency = idempotentRequest(request);
  const earlier = await storedAnswer<unknown>(app.database.db, agentId, idempotency);
  if (earlier !== undefined) return earlier;
  return act({ agentId, idempotency });
}

/** An act the phone may queue: applied once per client id (docs/offline.md "Exactly once"). */
function oncePerAction(app: FastifyInstance, request: FastifyRequest, act: Act, inTurn?: InTurn) {
  const agentId = signedInAgent(request).id;
  const once = () =>
    answerOnce(app, request, { agentId, act: (runner) => act({ agentId, runner }) });
  return inTurn ? inTurn(agentId, once) : once();
}

/** The route's answer: its code run as its flags say, JSON text sent as it is. */
export async function answerRoute(
  app: FastifyInstance,
  route: RouteDefinition,
  {
    request,
    reply,
    act,
    inTurn,
  }: { request: FastifyRequest; reply: FastifyReply; act: Act; inTurn?: InTurn },
): Promise<unknown> {
  const answer = route.idempotencyKey
    ? await oncePerKey(app, request, act)
    : route.offline
      ? await oncePerAction(app, request, act, inTurn)
      : await act({});
  // A string for a JSON answer is JSON text PostgreSQL built: Fastify sends it unserialized.
  const file = route.answer === 'csv' || route.answer === 'png';
  if (typeof answer !== 'string' || file) return answer;
  return reply.type('application/json; charset=utf-8').send(answer);
}
