import { z } from 'zod';
import {
  type FoundEmail,
  type FoundPhone,
  type SkipTraceProvider,
  type SkipTraceQuery,
  SkipTraceUnavailableError,
} from './index';

const DEFAULT_BASE_URL = 'https://api.batchdata.com';

/*
 * BatchData Property Skip Trace (V1) results, read leniently: every field may be missing or
 * null. A matched request answers one person with `phoneNumbers` and `emails`; an unmatched one
 * answers a person with only `propertyAddress` and `meta: { matched: false }`.
 */
const text = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() ? value.trim() : null));
const flag = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'true');

/** Flag names that mark a number or a person as not to be called: DNC, TCPA, litigator, opt-out. */
const BLOCKING_FLAG = /dnc|tcpa|litigat|opt.?out|do.?not.?call/i;

/**
 * Whether a phone or a person carries a do-not-call, TCPA, litigator or opt-out flag that is set
 * (`dnc.tcpa`, `litigator`, a phone's own `dnc`). Fails closed: a value that
 * is not plainly off (false, "false", "N", 0, empty) blocks, whatever its shape
 * (docs/enrichment.md "Providers").
 */
function blocked(record: unknown): boolean {
  if (!record || typeof record !== 'object') return false;
  return Object.entries(record).some(([key, value]) => BLOCKING_FLAG.test(key) && isSet(value));
}
function isSet(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return !/^(false|no?|0|)$/i.test(value.trim());
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'object') return Object.values(value).some(isSet);
  return true;
}
const list = z
  .unknown()
  .optional()
  .transform((value) => (Array.isArray(value) ? (value as unknown[]) : []));
const VendorPhone = z.object({ number: text });
// BatchData's own API explorer reads `address`; its docs and other clients read `email`.
const VendorEmail = z.object({ email: text, address: text });
const VendorPerson = z.object({
  name: z.object({ first: text, last: text, full: text }).nullish(),
  phoneNumbers: list,
  emails: list,
  meta: z.object({ error: flag }).nullish(),
});
const SkipTraceResponse = z.object({
  status: z.object({ code: z.number().nullish() }).nullish(),
  results: z.object({ persons: list }),
});

/**
 * BatchData's Property Skip Trace as the skip-trace provider: one request per property, by its
 * address, with the owner's name and mailing address when known to help the match.
 */
export function createBatchDataSkipTrace(options: {
  apiKey: string;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): SkipTraceProvider {
  const { apiKey, fetchImpl = fetch, timeoutMs = 10_000 } = options;
  const endpoint = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/api/v1/property/skip-trace`;
  // No message may carry the key, even if the vendor echoes it back.
  const fail = (problem: string, outcome?: 'unknown') =>
    new SkipTraceUnavailableError(
      apiKey ? problem.replaceAll(apiKey, '[api key]') : problem,
      outcome,
    );

  return {
    name: 'batchdata',
    async lookup(query) {
      let body: unknown;
      try {
        const response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ requests: [skipTraceRequest(query)] }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw fail(refusal(response.status, response.statusText));
        }
        body = await response.json().catch((error: unknown) => {
          if (isTimeout(error)) throw error;
          return undefined;
        });
      } catch (error) {
        if (error instanceof SkipTraceUnavailableError) throw error;
        if (isTimeout(error))
          throw fail(`BatchData skip trace gave no answer within ${timeoutMs} ms`, 'unknown');
        throw fail(`BatchData skip trace could not be reached: ${describeFailure(error)}`);
      }

      const parsed = SkipTraceResponse.safeParse(body);
      if (!parsed.success) throw fail('BatchData skip trace answered with an unreadable body');
      const code = parsed.data.status?.code;
      if (code != null && code >= 400) throw fail(refusal(code, ''));
      const persons = parsed.data.results.persons.flatMap((raw) => {
        const person = VendorPerson.safeParse(raw);
        return person.success ? [{ raw, person: person.data }] : [];
      });
      if (persons.some(({ person }) => person.meta?.error)) {
        throw fail('BatchData skip trace reported an error for this property');
      }
      return toResult(persons);
    },
  };
}

/** One request item: the property's address, plus the owner's name and mailing when known. */
function skipTraceRequest(query: SkipTraceQuery) {
  const { ownerFirstName: first, ownerLastName: last } = query;
  const { mailingStreet, mailingCity, mailingState, mailingZip } = query;
  const mailingKnown = mailingStreet && (mailingZip || (mailingCity && mailingState));
  return {
    requestId: query.propertyKey,
    propertyAddress: { street: query.street, city: query.city, state: query.state, zip: query.zip },
    ...((first || last) && { name: { ...(first && { first }), ...(last && { last }) } }),
    ...(mailingKnown && {
      mailingAddress: {
        street: mailingStreet,
        ...(mailingCity && { city: mailingCity }),
        ...(mailingState && { state: mailingState }),
        ...(mailingZip && { zip: mailingZip }),
      },
    }),
  };
}

/**
 * Every person's phones and emails, each once: a number DNC anywhere stays DNC, and a person
 * flagged TCPA or litigator makes every one of that person's numbers DNC.
 */
function toResult(persons: Array<{ raw: unknown; person: z.infer<typeof VendorPerson> }>) {
  const phones = new Map<string, FoundPhone>();
  const emails = new Map<string, FoundEmail>();
  for (const { raw, person } of persons) {
    const personBlocked = blocked(raw);
    const { first, last, full } = person.name ?? {};
    const personName = full ?? ([first, last].filter(Boolean).join(' ') || null);
    for (const item of person.phoneNumbers) {
      const phone = VendorPhone.safeParse(item);
      const number = phone.success ? tenDigits(phone.data.number) : null;
      if (!phone.success || !number) continue;
      const seen = phones.get(number);
      const dnc = Boolean(seen?.dnc || personBlocked || blocked(item));
      phones.set(number, {
        number,
        dnc,
        source: 'batchdata',
        personName: seen?.personName ?? personName,
      });
    }
    for (const item of person.emails) {
      const email = VendorEmail.safeParse(item);
      const address = email.success
        ? (email.data.email ?? email.data.address)?.toLowerCase()
        : null;
      if (!address?.includes('@') || emails.has(address)) continue;
      emails.set(address, { email: address, source: 'batchdata', personName });
    }
  }
  return { phones: [...phones.values()], emails: [...emails.values()] };
}

/** A US number as its 10 digits ("+1 (305) 555-0123" → "3055550123"); null when it is not one. */
function tenDigits(number: string | null): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
}

function refusal(status: number, statusText: string): string {
  if (status === 401 || status === 403) return 'BatchData rejected the API key';
  if (status === 429) return 'BatchData is limiting requests (HTTP 429); try again in a moment';
  return `BatchData skip trace answered HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** fetch() says "fetch failed"; the cause says why (refused, unknown host). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  const detail =
    cause instanceof Error ? ((cause as { code?: unknown }).code ?? cause.message) : undefined;
  return detail ? `${error.message} (${String(detail)})` : error.message;
}
