/** Error codes the API answers with, each mapped to its HTTP status in one table. */
const STATUS_BY_CODE = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  WRONG_PASSWORD: 400,
  INVALID_RESET_TOKEN: 400,
  CRITERIA_NOT_SET: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  SUBSCRIPTION_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONTACT_NOT_FOUND: 404,
  NO_CONTACTS_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ALL_LEADS_ARE_DUPLICATES: 409,
  SEARCH_CRITERIA_EXHAUSTED: 409,
  NOTHING_TO_UNDO: 409,
  NOT_SAVED: 409,
  CONTACT_DNC: 409,
  QUIET_HOURS: 409,
  DAY_COMPLETE: 409,
  FOLLOW_UP_STARTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  DAILY_LIMIT_REACHED: 429,
  ENRICH_LIMIT_REACHED: 429,
  INTERNAL_ERROR: 500,
  SKIP_TRACE_UNAVAILABLE: 502,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}
