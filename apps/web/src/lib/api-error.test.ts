import { describe, expect, it } from 'vitest';
import { apiErrorMessage, readApiError } from './api-error';

describe('readApiError', () => {
  it('reads the code and sentence of an API error', () => {
    const error = new Error('401: {"error":"UNAUTHENTICATED","message":"Please sign in."}');

    expect(readApiError(error)).toEqual({
      status: 401,
      error: 'UNAUTHENTICATED',
      message: 'Please sign in.',
    });
  });

  it('falls back to the raw body when it is not an API error', () => {
    expect(readApiError(new Error('500: Internal Server Error'))).toEqual({
      status: 500,
      message: 'Internal Server Error',
    });
    expect(readApiError(new Error('400: {"detail":"x"}'))).toEqual({
      status: 400,
      message: '{"detail":"x"}',
    });
  });

  it('keeps the message of an error that did not come from a response', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
    expect(readApiError('offline')).toEqual({ message: 'offline' });
  });

  it("keeps the field at fault and every field's message", () => {
    const body = {
      error: 'EMAIL_TAKEN',
      message: 'An account with this email already exists.',
      field: 'email',
      fields: { email: 'An account with this email already exists.' },
    };

    expect(readApiError(new Error(`409: ${JSON.stringify(body)}`))).toEqual({
      status: 409,
      ...body,
    });
  });
});

describe('apiErrorMessage', () => {
  it("gives the server's sentence, or the fallback when the server sent none", () => {
    const apiError = new Error(
      '400: {"error":"WRONG_PASSWORD","message":"Your current password is incorrect."}',
    );

    expect(apiErrorMessage(apiError, 'Failed')).toBe('Your current password is incorrect.');
    expect(apiErrorMessage(new Error('502: Bad Gateway'), 'Failed')).toBe('Failed');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
  });
});
