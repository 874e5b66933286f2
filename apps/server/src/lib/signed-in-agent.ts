import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The signed-in agent of a route behind the guard (plugins/auth.ts sets it from the session
 * cookie only): the owner every route's SQL names, never an id the client sent.
 */
export function signedInAgent(request: FastifyRequest): { id: string; sessionTokenHash: string } {
  if (!request.agent) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return request.agent;
}
