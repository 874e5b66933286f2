import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pgError } from '../db/transaction';
import { CENSOR, redactText, redactUrl } from './log-redaction';

/**
 * Never written to the log: credentials, session cookies, and the parameters a failed query
 * carried (a signup's insert holds the password hash, the email and the phone).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.referer',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'hash',
  'token',
  '*.password',
  '*.passwordHash',
  '*.hash',
  '*.token',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  'err.parameters',
  'err.params',
  'err.query',
  'err.detail',
];

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger settings with redaction, whatever the caller asked for (off stays off). Tokens
 * travel in URLs (reset and confirmation links, Stripe's return, the print path), so a URL is
 * redacted wherever a line carries one: the request's, a `url` field, an error, the message.
 */
export function redactingLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: REDACTED_LOG_PATHS, censor: CENSOR },
    serializers: { ...options.serializers, req: requestForLog, err: errorForLog },
    formatters: {
      ...options.formatters,
      log: (fields) =>
        typeof fields.url === 'string' ? { ...fields, url: redactUrl(fields.url) } : fields,
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
}

/**
 * Fastify's own request fields, with the URL redacted. A line may also carry a hand-made `req`
 * (no URL, no socket), which gets the same treatment.
 */
function requestForLog(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** An error as loggableError says it, with any URL in its message or stack redacted. */
function errorForLog(error: FastifyError): LoggedError {
  // The app logs loggableError's plain object; Fastify and pino may hand over the Error itself.
  const fields: Record<string, unknown> =
    error instanceof Error ? loggableError(error) : { ...(error as object) };
  for (const key of ['message', 'stack']) {
    const text = fields[key];
    if (typeof text === 'string') fields[key] = redactText(text);
  }
  // A failed query's fields carry no stack: pino leaves out what is absent.
  return fields as LoggedError;
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * What an error log line may say about `error`: for a failed query only PostgreSQL's code, message
 * and constraint (drizzle's own message and stack spell out the query's parameters; pg's detail
 * repeats the failing row); for anything else its type, message and stack.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const database = pgError(error);
  if (database) {
    const { code, message, constraint, table, column } = database;
    return { type: 'DatabaseError', code, message, constraint, table, column };
  }
  // A failed query without a PostgreSQL error (a lost connection): drizzle's message has the
  // parameters, its cause says what went wrong.
  if ('params' in error) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return { type: 'FailedQuery', message: cause?.message };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}
