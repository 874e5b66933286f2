import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** Fastify's own client errors, in the API's words. */
const FASTIFY_CLIENT_ERRORS: Record<string, AppError> = {
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

/** Turns every error into `{error, message}`; only messages below 500 reach the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known.status >= 500) request.log.error({ err: error }, 'request failed');
    const { code, message, details } = known;
    return reply.status(known.status).send({ error: code, message, ...details });
  });
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Every field's own message (the spec's, from the contracts); the first names the error.
    const where = error.validationContext ?? 'body';
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
      fields[field] ??= issue.message ?? 'is invalid';
    }
    const [field = where, message = 'is invalid'] = Object.entries(fields)[0] ?? [];
    return new AppError('VALIDATION_ERROR', `${field}: ${message}`, { field, fields });
  }
  if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
    return FASTIFY_CLIENT_ERRORS[error.code] as AppError;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION_ERROR', error.message);
  }
  return new AppError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
}
