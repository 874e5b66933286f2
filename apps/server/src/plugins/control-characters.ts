import { controlCharacterPath, controlCharactersMessage } from '@porchlight/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const SOURCES = ['params', 'query', 'body'] as const;

/**
 * The contracts' text rule on every request, once, before any route's schema: a string holding NUL
 * (which PostgreSQL text cannot store) or another control character is a 400 naming its field.
 * Single-line fields refuse tabs and line breaks in their own schemas.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const source of SOURCES) {
      const path = controlCharacterPath(request[source]);
      if (path === null) continue;
      const field = path || source;
      const message = controlCharactersMessage(field);
      throw new AppError('VALIDATION_ERROR', message, { field, fields: { [field]: message } });
    }
  });
}
