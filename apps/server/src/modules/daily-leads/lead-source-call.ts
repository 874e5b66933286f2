import { AppError } from '../../lib/app-error';
import { LeadSourceUnavailableError } from '../../providers/lead-source';

/**
 * Runs `work`, which asks the lead source: a source that cannot answer is the API's 502 in
 * words for the agent. The vendor's own failure (status, timeout) stays in the log, as the cause.
 */
export async function askLeadSource<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LeadSourceUnavailableError)) throw error;
    const unavailable = new AppError(
      'LEAD_SOURCE_UNAVAILABLE',
      'The property data service is not answering. Please try again in a few minutes.',
    );
    unavailable.cause = error;
    throw unavailable;
  }
}
