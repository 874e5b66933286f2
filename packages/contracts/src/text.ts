import { z } from 'zod';

/**
 * Refused in every string the API reads: the control characters (Unicode's Cc: C0, DEL, C1), NUL
 * first (PostgreSQL text cannot hold it), except tab, line feed and carriage return, which
 * multi-line text (scripts' bodies, a return address) keeps.
 */
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}/u;

/** Plain, single-line text refuses every control character, tabs and line breaks included. */
const PLAIN_TEXT_FORBIDDEN = /\p{Cc}/u;

/**
 * Half of a UTF-16 surrogate pair standing alone (JSON's "\ud800"): no Unicode character, so
 * PostgreSQL, JSON columns and URL encoding refuse it or store U+FFFD in its place. A pair is one
 * code point to a `u` regex, so only the lone halves match.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const controlCharactersMessage = (field: string) =>
  `${field} must not contain control characters`;

export const unicodeTextMessage = (field: string) => `${field} must be valid Unicode text`;

/** True when every surrogate of `value` is half of a pair (String.isWellFormed, on any browser). */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** The message for text that breaks the rule: a lone surrogate, else a control character. */
export const textRuleMessage = (field: string, value: unknown) =>
  typeof value === 'string' && !isWellFormedText(value)
    ? unicodeTextMessage(field)
    : controlCharactersMessage(field);

/** True when `value` is acceptable multi-line text (the rule every string of a request meets). */
export const isMultiLineText = (value: string) =>
  isWellFormedText(value) && !MULTI_LINE_FORBIDDEN.test(value);

/** True when `value` is acceptable single-line text. */
export const isPlainText = (value: string) =>
  isWellFormedText(value) && !PLAIN_TEXT_FORBIDDEN.test(value);

/** A refine's error for `isPlainText`, its message naming the rule the text broke. */
export const plainTextError = (label: string) => ({
  error: (issue: { input?: unknown }) => textRuleMessage(label, issue.input),
});

/** A single-line text field: valid Unicode, no control character; chain trims and bounds after it. */
export const plainText = (label: string) => z.string().refine(isPlainText, plainTextError(label));

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

/** Where a JSON value breaks the multi-line rule, and the string (a value or a key) that does. */
export interface TextRuleBreach {
  /** The dotted path ("scripts.0.body"); '' when it is the value itself. */
  path: string;
  text: string;
}

/**
 * The first string in a JSON value, or object key, that breaks the multi-line rule; null when
 * every one is fine. Walked with a stack, not recursion: a body of 10,000 nested arrays must not
 * overflow it.
 */
export function textRuleBreach(value: unknown): TextRuleBreach | null {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (visit.key !== undefined && !isMultiLineText(visit.key)) {
      return { path: pathOf(visit), text: visit.key };
    }
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isMultiLineText(current)) return { path: pathOf(visit), text: current };
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
