import type { FastifyServerOptions } from 'fastify';
import { pgError } from '../db/transaction';

/**
 * Never written to the log: credentials, session cookies, and the parameters a failed query
 * carried (a signup's insert holds the password hash, the email and the phone).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
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

/** The app's logger settings with redaction, whatever the caller asked for (off stays off). */
export function redactingLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } };
}

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
