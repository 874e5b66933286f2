import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorMessage,
  fieldMessages,
  isUnauthorized,
  NetworkError,
} from './api-error';

const emailTaken = {
  error: 'EMAIL_TAKEN',
  message: 'An account with this email already exists.',
  field: 'email',
  fields: { email: 'An account with this email already exists.' },
};

describe('ApiError', () => {
  it("carries the status, the code and the server's sentence", () => {
    const error = new ApiError(401, '{"error":"UNAUTHORIZED","message":"Please sign in."}');

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Please sign in.',
      field: undefined,
      fields: undefined,
    });
  });

  it("keeps the field at fault and every field's message", () => {
    const error = new ApiError(409, JSON.stringify(emailTaken));

    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: emailTaken.message,
      field: 'email',
      fields: emailTaken.fields,
    });
  });

  it('keeps the whole parsed body, with the fields a call adds to the code and sentence', () => {
    const body = { error: 'ALL_LEADS_ARE_DUPLICATES', message: 'All dupes.', count: 5 };

    expect(new ApiError(409, JSON.stringify(body)).body).toEqual(body);
  });

  it('has no code, and the body text as its message, when the body is not an API error', () => {
    const proxyPage = new ApiError(500, 'Internal Server Error', 'Internal Server Error');
    const otherJson = new ApiError(400, '{"detail":"x"}');

    expect(proxyPage).toMatchObject({
      status: 500,
      code: undefined,
      message: 'Internal Server Error',
      body: 'Internal Server Error',
    });
    expect(otherJson).toMatchObject({
      status: 400,
      code: undefined,
      message: '{"detail":"x"}',
      body: { detail: 'x' },
    });
  });

  it('words an empty answer by its status text, else by its status', () => {
    expect(new ApiError(503, '', 'Service Unavailable')).toMatchObject({
      code: undefined,
      message: 'Service Unavailable',
      body: '',
    });
    // HTTP/2 answers carry no status text.
    expect(new ApiError(502, '').message).toBe('HTTP 502');
  });
});

describe('NetworkError', () => {
  it('says the server could not be reached and keeps why', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new NetworkError(cause);

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('NetworkError');
    expect(error.message).toBe('Could not reach the server. Check your connection and try again.');
    expect(error.cause).toBe(cause);
  });
});

describe('isUnauthorized', () => {
  it('is true for a 401 answer only', () => {
    expect(isUnauthorized(new ApiError(401, ''))).toBe(true);
    expect(isUnauthorized(new ApiError(403, ''))).toBe(false);
    expect(isUnauthorized(new NetworkError(new TypeError('Failed to fetch')))).toBe(false);
    expect(isUnauthorized(new Error('401: no'))).toBe(false);
  });
});

describe('apiErrorMessage', () => {
  it("gives the server's sentence, or the fallback when the server sent none", () => {
    const apiError = new ApiError(
      400,
      '{"error":"WRONG_PASSWORD","message":"Your current password is incorrect."}',
    );

    expect(apiErrorMessage(apiError, 'Failed')).toBe('Your current password is incorrect.');
    expect(apiErrorMessage(new ApiError(502, '', 'Bad Gateway'), 'Failed')).toBe('Failed');
    expect(apiErrorMessage(new NetworkError(new TypeError('x')), 'Failed')).toBe('Failed');
    expect(apiErrorMessage(new Error('No reset token found'), 'Failed')).toBe('Failed');
  });
});

describe('fieldMessages', () => {
  it("gives each field's message, the field at fault's included", () => {
    expect(fieldMessages(new ApiError(409, JSON.stringify(emailTaken)))).toEqual({
      email: emailTaken.message,
    });
    const oneField = { error: 'WRONG_PASSWORD', message: 'Wrong.', field: 'currentPassword' };
    expect(fieldMessages(new ApiError(400, JSON.stringify(oneField)))).toEqual({
      currentPassword: 'Wrong.',
    });
  });

  it('gives none for an answer without fields, or an error that is not an answer', () => {
    expect(fieldMessages(new ApiError(400, '{"error":"CONFLICT","message":"No."}'))).toEqual({});
    expect(fieldMessages(new ApiError(502, 'Bad Gateway'))).toEqual({});
    expect(fieldMessages(new Error('offline'))).toEqual({});
  });
});
