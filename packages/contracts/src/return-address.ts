import { z } from 'zod';
import { cityLine } from './lead-display';
import { controlCharactersMessage, isPlainText } from './text';

/** The two-letter codes USPS delivers to: the states, DC, the territories and the military post. */
// biome-ignore format: a table of codes, several to a line
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP',
] as const;

const STATES: ReadonlySet<string> = new Set(US_STATE_CODES);
const ZIP = /^\d{5}(-\d{4})?$/;

export const RETURN_ADDRESS_MESSAGES = {
  state: 'State must be a two-letter US state code, like FL',
  zip: 'ZIP must be 5 digits, or ZIP+4 like 33131-1234',
  /** Mailing by the postcard service needs every part: it prints them as the return address. */
  required:
    'Add your return address (street, city, state and ZIP) in Mailer Settings on your Profile before mailing a postcard.',
} as const;

/** A return address in the parts a mail house takes: street, city, state and ZIP. */
export const ReturnAddressParts = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type ReturnAddressParts = z.infer<typeof ReturnAddressParts>;

const LABELS = { street: 'Street', city: 'City', state: 'State', zip: 'ZIP' } as const;

const part = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, { message: controlCharactersMessage(label) })
    .nullish()
    .transform((value) => value || null);

/**
 * The Mailer Settings' return address as sent: all four parts, or none (every part empty is
 * "not set", null). A part left out of a half-filled address is named, as is a state that is not
 * a USPS code or a ZIP that is not ZIP or ZIP+4. The state is read in capitals ("fl" is FL).
 */
export const ReturnAddressPartsInput = z
  .object({
    street: part(LABELS.street, 120),
    city: part(LABELS.city, 60),
    state: part(LABELS.state, 40).transform((value) => value?.toUpperCase() ?? null),
    zip: part(LABELS.zip, 10),
  })
  .nullish()
  .superRefine((parts, ctx) => {
    if (!parts || Object.values(parts).every((value) => value === null)) return;
    for (const key of ['street', 'city', 'state', 'zip'] as const) {
      if (parts[key] === null) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${LABELS[key]} is required` });
      }
    }
    if (parts.state !== null && !STATES.has(parts.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: RETURN_ADDRESS_MESSAGES.state });
    }
    if (parts.zip !== null && !ZIP.test(parts.zip)) {
      ctx.addIssue({ code: 'custom', path: ['zip'], message: RETURN_ADDRESS_MESSAGES.zip });
    }
  })
  .transform((parts): ReturnAddressParts | null => {
    if (!parts?.street || !parts.city || !parts.state || !parts.zip) return null;
    return { street: parts.street, city: parts.city, state: parts.state, zip: parts.zip };
  });

/** The parts on one line ("1 Main St, Miami, FL 33131"): the return address as it is shown. */
export function returnAddressLine(parts: ReturnAddressParts): string {
  return `${parts.street}, ${cityLine(parts.city, parts.state, parts.zip)}`;
}
