import { z } from 'zod';
import type { ApiErrorCode } from './errors';
import { SubscriptionStatus } from './subscription';

/**
 * What an error answer carries beside `{error, message}`, for each code that carries more: the
 * server's error handler checks every such answer against it, and the web narrows on the code and
 * reads these fields, never the sentence (docs/quotas.md "Refusals").
 */
export const ERROR_DETAILS = {
  /** The day's quota is met (`limit: daily`) or the week's lead days are used (`weekly`). */
  DAILY_LIMIT_REACHED: z.object({
    limit: z.enum(['daily', 'weekly']),
    /** When fresh leads may be asked for again (ISO instant). */
    nextAvailable: z.iso.datetime(),
  }),
  SUBSCRIPTION_REQUIRED: z.object({ subscriptionStatus: SubscriptionStatus }),
  ALL_LEADS_ARE_DUPLICATES: z.object({
    count: z.number().int().nonnegative(),
    canGetMore: z.boolean(),
  }),
  INSUFFICIENT_CREDITS: z.object({
    creditsRequired: z.number().int().nonnegative(),
    credits: z.number().int(),
  }),
  /** A text waits for the owner's texting hours to open (ISO instant). */
  QUIET_HOURS: z.object({ opensAt: z.iso.datetime() }),
} satisfies Partial<Record<ApiErrorCode, z.ZodType>>;

export type DetailedErrorCode = keyof typeof ERROR_DETAILS;
export type ErrorDetails<C extends DetailedErrorCode> = z.infer<(typeof ERROR_DETAILS)[C]>;

export function hasErrorDetails(code: string): code is DetailedErrorCode {
  return Object.hasOwn(ERROR_DETAILS, code);
}
