import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './password-rules';

const MESSAGES = {
  tooShort: 'Password must be at least 8 characters',
  classes:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
} as const;

const HAS_CLASSES = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/;
/** The reset form's rule: the classes, and its first characters drawn only from them. */
const RESET_SHAPE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8}/;

/** Registration: 8 or more, with a lowercase, an uppercase, a digit and one of @$!%*?&. */
export const RegistrationPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.tooShort)
  .regex(HAS_CLASSES, MESSAGES.classes)
  .max(200, 'Password must be at most 200 characters');

/**
 * The rule every password set on an existing account meets (reset, and the profile's change,
 * whose form keeps its own length message): the registration classes, first characters restricted.
 */
export const withResetShape = (password: z.ZodString) =>
  password.regex(RESET_SHAPE, MESSAGES.classes);

/** Reset (change-password page): the registration rule, with the first characters restricted. */
export const ResetPassword = withResetShape(
  z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.tooShort),
).max(200, 'Password must be at most 200 characters');
