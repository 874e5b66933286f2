import { ERROR_DETAILS, hasErrorDetails } from '@porchlight/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-lost';
import { AppError, type AppErrorCode } from '../lib/app-error';
import { loggableError } from './logging';

/** Fastify's own body errors, in the API's words (their status stays Fastify's). */
const FASTIFY_BODY_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError(
    'INVALID_JSON',
    'The request body is not valid JSON.',
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError(
    'INVALID_JSON',
    'The request body is empty but says it is JSON.',
  ),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the request body as application/json.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
};

/**
 * The other client errors Fastify and its plugins raise (bad requests, static files' ranges and
 * preconditions), by status, so each keeps its status; one missing here reads as a plain 400.
 */
const FRAMEWORK_CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
};

/** Turns every error into `{error, message}`; only messages below 500 reach the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const found = toAppError(error);
    const known = detailsMatch(found) ? found : INTERNAL_ERROR();
    if (known !== found) {
      request.log.error({ code: found.code }, 'the error details do not match their schema');
    }
    if (known.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    const { code, message, details } = known;
    // A full password-hashing queue says when to come back; it drains in about a second.
    if (code === 'SERVER_BUSY' || code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', '2');
    // Details add to the answer; they never replace its code or its sentence.
    return reply.status(known.status).send({ ...details, error: code, message });
  });
}

/**
 * An error whose code has a details schema must carry exactly that (docs/architecture.md
 * "Errors"): the web reads those fields by code. One that does not is our bug, answered as one.
 */
function detailsMatch(known: AppError): boolean {
  return !hasErrorDetails(known.code) || ERROR_DETAILS[known.code].safeParse(known.details).success;
}

const INTERNAL_ERROR = () =>
  new AppError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');

const DATABASE_UNAVAILABLE = () =>
  new AppError(
    'DATABASE_UNAVAILABLE',
    'The service is briefly unavailable. Please try again in a moment.',
  );

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isConnectionLost(error)) return DATABASE_UNAVAILABLE();
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Every field's own message (the forms' words, from the contracts); the first names the error.
    const where = error.validationContext ?? 'body';
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
      fields[field] ??= issue.message ?? 'is invalid';
    }
    const [field = where, message = 'is invalid'] = Object.entries(fields)[0] ?? [];
    return new AppError('VALIDATION_ERROR', `${field}: ${message}`, { field, fields });
  }
  const bodyError = error.code ? FASTIFY_BODY_ERRORS[error.code] : undefined;
  if (bodyError) return bodyError;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(FRAMEWORK_CODE_BY_STATUS[error.statusCode] ?? 'BAD_REQUEST', error.message);
  }
  return INTERNAL_ERROR();
}
