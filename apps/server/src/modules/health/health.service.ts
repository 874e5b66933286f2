import type pg from 'pg';
import { AppError } from '../../lib/app-error';

const TIMEOUT_MS = 2000;

/** One round trip to PostgreSQL, bounded so a hung database answers 503 rather than hanging. */
export async function checkDatabase({ pool }: { pool: pg.Pool }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS);
  });
  try {
    await Promise.race([pool.query('SELECT 1'), timeout]);
  } catch {
    throw new AppError('DATABASE_UNAVAILABLE', 'The database is not answering.');
  } finally {
    clearTimeout(timer);
  }
}
