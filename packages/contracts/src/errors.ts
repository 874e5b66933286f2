import { z } from 'zod';

/**
 * Every error code the API sends, with the HTTP status it always goes with: the server's AppError
 * takes its status from here, and the web's tests may fake only these codes.
 */
export const API_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  WRONG_PASSWORD: 400,
  INVALID_RESET_TOKEN: 400,
  INVALID_CONFIRMATION_TOKEN: 400,
  CRITERIA_NOT_SET: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  SUBSCRIPTION_REQUIRED: 402,
  CARD_REQUIRED: 402,
  CARD_SETUP_FAILED: 402,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  SIGNUP_OTHER_BROWSER: 403,
  NOT_FOUND: 404,
  CONTACT_NOT_FOUND: 404,
  NO_CONTACTS_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  /** The address's account was never confirmed: a link to replace it went to that mailbox. */
  ACCOUNT_CLAIM_MAILED: 409,
  ALL_LEADS_ARE_DUPLICATES: 409,
  SEARCH_CRITERIA_EXHAUSTED: 409,
  LIMITED_AVAILABILITY: 409,
  NOTHING_TO_UNDO: 409,
  NOT_SAVED: 409,
  IMPORT_PREVIEW_RUNNING: 409,
  CONTACT_DNC: 409,
  QUIET_HOURS: 409,
  DAY_COMPLETE: 409,
  FOLLOW_UP_STARTED: 409,
  SWIPED_ELSEWHERE: 409,
  BILLING_NOT_CONFIGURED: 409,
  OWNER_OPTED_OUT: 409,
  DO_NOT_MAIL: 409,
  POSTCARD_PREPARING: 409,
  POSTCARD_TOO_SOON: 409,
  RETURN_ADDRESS_REQUIRED: 409,
  /** No CONNECTIONS_KEY on this server: it keeps no outside service's key (docs/connections.md). */
  CONNECTIONS_NOT_CONFIGURED: 409,
  FOLLOW_UP_BOSS_NOT_CONNECTED: 409,
  /** Follow Up Boss refused the kept key (401/403): a new one must be pasted. */
  FOLLOW_UP_BOSS_KEY_BROKEN: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  IMPORT_REFUSED: 422,
  IMPORT_TOO_MANY_COLUMNS: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  /** Follow Up Boss refused the pasted key on its check (401/403). */
  FOLLOW_UP_BOSS_KEY_REFUSED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  DAILY_LIMIT_REACHED: 429,
  ENRICH_LIMIT_REACHED: 429,
  INTERNAL_ERROR: 500,
  LEAD_SOURCE_UNAVAILABLE: 502,
  SKIP_TRACE_UNAVAILABLE: 502,
  PAYMENTS_UNAVAILABLE: 502,
  POSTCARD_SERVICE_FAILED: 502,
  FOLLOW_UP_BOSS_UNAVAILABLE: 502,
  DATABASE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
// keys() types its answer as string[]: these are exactly the table's keys.
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];

/** Every error the API sends: a stable code for programs and a sentence for people. */
export const ApiError = z
  .object({
    error: z.string(),
    message: z.string(),
    /** The first field at fault, and every field's message (validation errors). */
    field: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .loose();
export type ApiError = z.infer<typeof ApiError>;
