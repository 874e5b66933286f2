import { API_ERROR_STATUS, type ApiErrorCode } from '@porchlight/contracts';

/** The error codes the API answers with; each one's HTTP status is the contracts' table's. */
export type AppErrorCode = ApiErrorCode;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = API_ERROR_STATUS[code];
  }
}
