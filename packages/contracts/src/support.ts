import { z } from 'zod';
import {
  SUPPORT_CATEGORY_VALUES,
  SUPPORT_MAX_LENGTHS,
  SUPPORT_MESSAGES,
  SUPPORT_MIN_LENGTHS,
  SUPPORT_PRIORITY_VALUES,
} from './support-rules';
import { isPlainText, plainTextError } from './text';

/** A single-line field: the form's minimum message also when it is missing or not text. */
const line = (label: string, min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string(tooShort)
    .refine(isPlainText, plainTextError(label))
    .trim()
    .min(min, tooShort)
    .max(max, tooLong);

/**
 * POST /api/support/contact (public): a message for the support team
 * (docs/accounts.md "Support form"). The Support page checks the same schema before sending.
 */
export const SupportContactRequest = z.object({
  name: line(
    'Name',
    SUPPORT_MIN_LENGTHS.name,
    SUPPORT_MAX_LENGTHS.name,
    SUPPORT_MESSAGES.name,
    SUPPORT_MESSAGES.nameTooLong,
  ),
  email: z
    .string(SUPPORT_MESSAGES.email)
    .trim()
    .max(SUPPORT_MAX_LENGTHS.email, SUPPORT_MESSAGES.email)
    .pipe(z.email(SUPPORT_MESSAGES.email)),
  subject: line(
    'Subject',
    SUPPORT_MIN_LENGTHS.subject,
    SUPPORT_MAX_LENGTHS.subject,
    SUPPORT_MESSAGES.subject,
    SUPPORT_MESSAGES.subjectTooLong,
  ),
  category: z.enum(SUPPORT_CATEGORY_VALUES, SUPPORT_MESSAGES.category),
  // Multi-line: line breaks are kept (the control-character rule of every request still holds).
  message: z
    .string(SUPPORT_MESSAGES.message)
    .trim()
    .min(SUPPORT_MIN_LENGTHS.message, SUPPORT_MESSAGES.message)
    .max(SUPPORT_MAX_LENGTHS.message, SUPPORT_MESSAGES.messageTooLong),
  priority: z.enum(SUPPORT_PRIORITY_VALUES, SUPPORT_MESSAGES.priority),
});
export type SupportContactRequest = z.infer<typeof SupportContactRequest>;

/** The stored message's reference (the page does not read it). */
export const SupportContactResponse = z.object({ id: z.string(), received: z.literal(true) });
export type SupportContactResponse = z.infer<typeof SupportContactResponse>;
