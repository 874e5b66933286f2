import { textRuleBreach, textRuleMessage, unicodeTextMessage } from '@porchlight/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const SOURCES = ['params', 'query', 'body'] as const;

const refused = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { field, fields: { [field]: message } });

/**
 * The contracts' text rule on every request, once, before any route's schema and so before any
 * rate-limit point is taken (each is taken in a handler): a string or key holding NUL (which
 * PostgreSQL text cannot store), another control character or a lone UTF-16 surrogate (which
 * PostgreSQL, JSON columns and Stripe's form encoding cannot take) is a 400 naming its field.
 * Single-line fields refuse tabs and line breaks in their own schemas.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  registerUtf8JsonParser(app);
  app.addHook('preValidation', async (request) => {
    for (const source of SOURCES) {
      const breach = textRuleBreach(request[source]);
      if (!breach) continue;
      const field = breach.path || source;
      throw refused(field, textRuleMessage(field, breach.text));
    }
  });
}

/**
 * JSON bodies as Fastify parses them, once their bytes are checked to be UTF-8: decoded leniently,
 * a byte sequence that is not (a surrogate's half spelled in UTF-8, a stray 0xFF) would become
 * U+FFFD, stored in place of what was sent. Routes that read raw bytes (a webhook) set their own.
 */
function registerUtf8JsonParser(app: FastifyInstance) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(refused('body', unicodeTextMessage('body')), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
