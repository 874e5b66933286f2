// The password rule as plain data, no zod: the reset page lists it without loading zod.
// The schemas built from it live in passwords.ts.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '@$!%*?&';

/** The requirements list the reset form shows (docs/accounts.md "Passwords"). */
export const PASSWORD_REQUIREMENTS = [
  { label: '8 or more characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'A number', test: (p: string) => /\d/.test(p) },
  { label: 'A special character (@$!%*?&)', test: (p: string) => /[@$!%*?&]/.test(p) },
] as const;
