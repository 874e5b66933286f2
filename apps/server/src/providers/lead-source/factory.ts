import type { LeadSource } from './index';
import { createRealEstateApiLeadSource } from './realestateapi';
import { createSampleLeadSource } from './sample';

/** RealEstateAPI when its key is configured, else the built-in sample inventory. */
export function createLeadSource(env: {
  REALESTATEAPI_KEY?: string;
  REALESTATEAPI_URL?: string;
}): LeadSource {
  return env.REALESTATEAPI_KEY
    ? createRealEstateApiLeadSource({
        apiKey: env.REALESTATEAPI_KEY,
        ...(env.REALESTATEAPI_URL && { baseUrl: env.REALESTATEAPI_URL }),
      })
    : createSampleLeadSource();
}
