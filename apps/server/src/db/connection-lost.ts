/**
 * A failure that means the database is not there right now (docs/database.md "When the
 * database goes away"), not that the request was wrong: a failover, a restart, a terminated
 * backend. Such a request answers 503 DATABASE_UNAVAILABLE and may be tried again.
 *
 * PostgreSQL says so by SQLSTATE: class 08 (connection exception), 57P01-57P03 (the server is
 * shutting down, crashed or not yet accepting). The socket says so by its system error code. The
 * pg driver's own errors for a connection that went away carry no code, only these messages.
 */
const LOST_SQLSTATE = /^(08...|57P0[123])$/;
const LOST_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const LOST_DRIVER_MESSAGES = [
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

export function isConnectionLost(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_SOCKET.has(code))) {
      return true;
    }
    if (typeof message === 'string' && LOST_DRIVER_MESSAGES.includes(message)) return true;
    // An AggregateError (a refused connection to each of several addresses) lists its causes.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isConnectionLost)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
