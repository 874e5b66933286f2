import { createBatchDataSkipTrace } from './batchdata';
import type { SkipTraceProvider } from './index';
import { createSampleSkipTrace } from './sample';

/** BatchData when its key is configured, else the built-in sample contacts. */
export function createSkipTraceProvider(env: {
  BATCHDATA_KEY?: string;
  BATCHDATA_URL?: string;
}): SkipTraceProvider {
  return env.BATCHDATA_KEY
    ? createBatchDataSkipTrace({
        apiKey: env.BATCHDATA_KEY,
        ...(env.BATCHDATA_URL && { baseUrl: env.BATCHDATA_URL }),
      })
    : createSampleSkipTrace();
}
