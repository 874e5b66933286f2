import { type SQL, sql } from 'drizzle-orm';

/** One way to compare contacts: a phone by its last 10 digits, an email in lower case. */
export function contactValue(type: 'email' | 'phone', value: string): string {
  return type === 'phone' ? value.replace(/\D/g, '').slice(-10) : value.trim().toLowerCase();
}

/** Every character `String.prototype.trim` removes, so SQL trims an email exactly as `contactValue`. */
const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** `contactValue` in SQL, for statements that compare contacts inside PostgreSQL (lead-json.ts). */
export function contactValueSql(type: 'email' | 'phone', value: SQL): SQL {
  return type === 'phone'
    ? sql`right(regexp_replace(${value}, '[^0-9]', '', 'g'), 10)`
    : // ICU's root locale lower-cases as JavaScript does; the database's own may be C (ASCII only).
      sql`lower(btrim(${value}, ${JS_WHITESPACE}::text) collate "und-x-icu")`;
}
