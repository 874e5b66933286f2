// The target area's sentences (docs/leads.md "Target area"): one home for the Criteria tab and the
// registration wizard, which say the same of the same typing. Plain data, no zod: the wizard's
// first screen shows them.

export const TARGET_AREA_MESSAGES = {
  required: 'Target area is required',
  zipDigits: 'Zip codes must be exactly 5 digits',
  format: "Please enter valid city, state format (e.g., 'Miami, FL') or 5-digit zip code",
  oneArea:
    "Only one target area is accepted: one 5-digit zip code or one city, state (e.g., 'Miami, FL')",
} as const;
