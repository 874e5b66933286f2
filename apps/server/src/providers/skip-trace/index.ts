import type { EmailEntry, PhoneEntry } from '@porchlight/contracts';

/** The property and its owner as the skip-trace provider is asked about them. */
export interface SkipTraceQuery {
  /** The property's identity for a deterministic answer (sample) and for the vendor's request id. */
  propertyKey: string;
  /** e.g. "1234 Palm Ave" */
  street: string;
  city: string;
  /** 2 letters */
  state: string;
  zip: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  mailingStreet: string | null;
  mailingCity: string | null;
  mailingState: string | null;
  mailingZip: string | null;
}

/** A phone as found: `{ number, dnc, source, personName }`; the lead gives it its `id`. */
export type FoundPhone = Omit<PhoneEntry, 'id'>;
/** An email as found: `{ email, source, personName }`; the lead gives it its `id`. */
export type FoundEmail = Omit<EmailEntry, 'id'>;

export interface SkipTraceResult {
  phones: FoundPhone[];
  emails: FoundEmail[];
}

/**
 * Contact enrichment (docs/enrichment.md "Providers"): BatchData's Property Skip Trace when its key
 * is configured, else the built-in `sample` provider with deterministic, clearly fictional
 * contacts.
 */
export interface SkipTraceProvider {
  readonly name: 'sample' | 'batchdata';
  /**
   * Contacts the provider knows for the owner; empty lists when it has none. Throws
   * SkipTraceUnavailableError when the vendor cannot answer (network, 5xx, bad key).
   */
  lookup(query: SkipTraceQuery): Promise<SkipTraceResult>;
}

/**
 * The vendor could not answer; nothing is known about the owner's contacts either way. `unknown`:
 * the request went out and no answer came back in time, so the vendor may have carried it out
 * (and billed it); `failed`: it surely did not (refused, unreachable, an error answer).
 */
export class SkipTraceUnavailableError extends Error {
  constructor(
    message: string,
    readonly outcome: 'failed' | 'unknown' = 'failed',
  ) {
    super(message);
  }
}
