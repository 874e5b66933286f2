import { LeadSourceUnavailableError } from './index';
import { SearchResponse } from './realestateapi-property';

const DEFAULT_BASE_URL = 'https://api.realestateapi.com';
/** PropertySearch answers a large city in seconds; past this it is treated as down. */
const REQUEST_TIMEOUT_MS = 20_000;
/** PropertySearch answers at most this many records per request ("a max of 250"). */
export const MAX_PAGE_SIZE = 250;

export interface PropertySearchOptions {
  apiKey: string;
  baseUrl?: string;
  /** Tests shorten it; the default suits the vendor. */
  timeoutMs?: number;
}

/**
 * RealEstateAPI's POST /v2/PropertySearch with the agent-independent API key
 * (docs/leads.md "RealEstateAPI"). Throws LeadSourceUnavailableError, whose message names the
 * failure and never the key, when the vendor cannot answer or refuses.
 */
export function createPropertySearch(options: PropertySearchOptions) {
  const { apiKey, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const endpoint = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/v2/PropertySearch`;
  // No message may carry the key, even if the vendor echoes it back in an error.
  const fail = (problem: string) => {
    const message = `RealEstateAPI PropertySearch ${problem}`;
    return new LeadSourceUnavailableError(
      apiKey ? message.replaceAll(apiKey, '[api key]') : message,
    );
  };

  return async function propertySearch(body: Record<string, unknown>) {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-api-key': apiKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw fail(`could not be reached: ${describeFailure(error, timeoutMs)}`);
    }
    if (!response.ok) {
      const said = await vendorError(response);
      throw fail(
        `answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${said}`,
      );
    }
    const parsed = SearchResponse.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw fail('answered with a body that is not a search result');
    const { statusCode, statusMessage } = parsed.data;
    // It can also report a refusal inside a 200 response.
    if (statusCode !== null && statusCode >= 400) {
      throw fail(
        `refused the search (${statusCode}${statusMessage ? `: ${statusMessage.slice(0, 200)}` : ''})`,
      );
    }
    return parsed.data;
  };
}

/** The vendor's own reason in its error envelope (`error`), shortened: ": Invalid API key". */
async function vendorError(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : null;
  return typeof error === 'string' && error.trim() ? `: ${error.trim().slice(0, 200)}` : '';
}

/** fetch() says "fetch failed"; the cause says why (refused, unknown host, timeout). */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = error.cause;
  const detail =
    cause instanceof Error ? ((cause as { code?: unknown }).code ?? cause.message) : undefined;
  return detail ? `${error.message} (${String(detail)})` : error.message;
}
