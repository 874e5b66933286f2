/**
 * The public account forms' schemas, for `useLightForm`'s `loadSchema` to import lazily (a
 * dynamic import of this module, then `m.AuthenticateRequest`).
 *
 * Imported only dynamically. Not the contracts package itself: a dynamic import of the
 * contracts index makes one chunk of every contracts module the page also uses for its constants
 * (the registration's option lists, the password requirements), and that chunk imports zod, so the
 * page would load zod at once. Through this module the constants keep chunks of their own.
 */
export {
  AuthenticateRequest,
  ForgotPasswordRequest,
  RegistrationBasics,
  RegistrationCriteria,
  ResetPasswordForm,
} from '@porchlight/contracts';
