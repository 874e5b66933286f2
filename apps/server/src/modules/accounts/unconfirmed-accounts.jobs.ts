import type { Database } from '../../db/client';
import type { Jobs } from '../../plugins/jobs';
import type { Payments } from '../../providers/payments';
import { removeUnusedUnconfirmedAccounts, UNCONFIRMED_SWEEP_CRON } from './unconfirmed-accounts';

/**
 * Starts the hourly removal of unconfirmed, never-paid accounts with no sign-in for 7 days
 * (docs/accounts.md "Unconfirmed accounts"), against the app's clock.
 */
export async function unconfirmedAccountJobs(
  jobs: Jobs,
  options: { db: Database; payments: Payments | null; now: () => Date },
): Promise<void> {
  await jobs.work('unconfirmed-account-sweep', async () => {
    await removeUnusedUnconfirmedAccounts(options.db, options.now(), options.payments);
  });
  await jobs.schedule('unconfirmed-account-sweep', UNCONFIRMED_SWEEP_CRON);
}
