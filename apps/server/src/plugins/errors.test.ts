import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { registerErrorHandling } from './errors';

/** An app of one route that throws this error, answering through the error handler. */
async function answerTo(error: AppError) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('error answers and their details', () => {
  it('sends a code’s details beside its code and sentence', async () => {
    const opensAt = '2026-11-06T13:00:00.000Z';
    expect(await answerTo(new AppError('QUIET_HOURS', 'Texts wait.', { opensAt }))).toEqual({
      status: 409,
      body: { error: 'QUIET_HOURS', message: 'Texts wait.', opensAt },
    });
  });

  it('answers our own error when a code goes out without the details its schema names', async () => {
    const wrong = [
      new AppError('DAILY_LIMIT_REACHED', 'Done for today.', { nextAvailable: null }),
      new AppError('INSUFFICIENT_CREDITS', 'Not enough.'),
      new AppError('ALL_LEADS_ARE_DUPLICATES', 'All found.', { count: '5', canGetMore: true }),
    ];
    for (const error of wrong) {
      expect(await answerTo(error)).toMatchObject({
        status: 500,
        body: { error: 'INTERNAL_ERROR' },
      });
    }
  });
});
