import { z } from 'zod';

/**
 * Refused in every string the API reads: the control characters (Unicode's Cc: C0, DEL, C1), NUL
 * first (PostgreSQL text cannot hold it), except tab, line feed and carriage return, which
 * multi-line text (scripts' bodies, a return address) keeps.
 */
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}/u;

/** Plain, single-line text refuses every control character, tabs and line breaks included. */
const PLAIN_TEXT_FORBIDDEN = /\p{Cc}/u;

export const controlCharactersMessage = (field: string) =>
  `${field} must not contain control characters`;

/** True when `value` is acceptable multi-line text (the rule every string of a request meets). */
export const isMultiLineText = (value: string) => !MULTI_LINE_FORBIDDEN.test(value);

/** True when `value` is acceptable single-line text. */
export const isPlainText = (value: string) => !PLAIN_TEXT_FORBIDDEN.test(value);

/** A single-line text field: no control character at all; chain trims and bounds after it. */
export const plainText = (label: string) =>
  z.string().refine(isPlainText, controlCharactersMessage(label));

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path ("scripts.0.body") of the first string in a JSON value, or object key, that
 * breaks the multi-line rule; '' when it is the value itself, null when every one is fine.
 * Walked with a stack, not recursion: a body of 10,000 nested arrays must not overflow it.
 */
export function controlCharacterPath(value: unknown): string | null {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (visit.key !== undefined && !isMultiLineText(visit.key)) return pathOf(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isMultiLineText(current)) return pathOf(visit);
      continue;
    }
    // Raw bodies (a webhook's bytes) are not text fields.
    if (!current || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    // Pushed last-first, so fields are looked at in their order.
    for (const [key, item] of entries.reverse()) pending.push({ value: item, key, parent: visit });
  }
  return null;
}
