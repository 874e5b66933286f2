import type { DncReason } from '@porchlight/contracts';
import { z } from 'zod';
import { flagIsSet } from './compliance';

export interface ImportedPhone {
  number: string;
  dnc: boolean;
  /** Why it is DNC: the column that said so, or `unchecked` when no column speaks for it. */
  dncReason: DncReason | null;
  /** Whose phone it is: the owner's (null: the lead's owner) or the second contact's name. */
  personName: string | null;
}

/** A North American number: area code and exchange never start with 0 or 1. */
const TEN_DIGITS = /^[2-9]\d{2}[2-9]\d{6}$/;

const emailSchema = z.email();

/**
 * "(305) 555-0134", "+1 305.555.0134" → "3055550134"; null when it is not such a number. An
 * extension ("x12") is dropped: the lead keeps the line, not the desk.
 */
export function readPhone(raw: string): string | null {
  const line = raw.split(/\s*(?:x|ext\.?|extension)\s*\d*$/i)[0] ?? '';
  let digits = line.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return TEN_DIGITS.test(digits) ? digits : null;
}

/**
 * Why a phone's DNC column makes it DNC (docs/imports.md "Cleaning"), read as every flag column
 * is; null when it says the number may be called. With no DNC column for it (`raw` null) the phone
 * is DNC, `unchecked`: a number not known to be callable is treated as one that is not.
 */
export function readDnc(raw: string | null): DncReason | null {
  if (raw === null) return 'unchecked';
  return flagIsSet(raw) ? 'dnc' : null;
}

/** Trimmed and lower-cased; null when it is not an email address. */
export function readEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : null;
}
