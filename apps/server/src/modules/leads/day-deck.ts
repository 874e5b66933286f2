import type { Placeholder } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The cards of a day (docs/imports.md "Review in Today"): its daily batch, then the imported leads
 * offered for review on it. The one statement of it for today's cards and for undo. `alias` is
 * the name the statement gives the leads table.
 */
export function onDayDeck(day: SQL | Placeholder, alias = 'leads'): SQL {
  const lead = sql.identifier(alias);
  return sql`((${lead}.source = 'daily' and ${lead}.lead_day = ${day})
    or (${lead}.source = 'import' and ${lead}.review_day = ${day}))`;
}

/** The deck's order: the daily batch in delivery order, then the imported cards in file order. */
export function dayDeckOrder(alias = 'leads'): SQL {
  const lead = sql.identifier(alias);
  return sql`${lead}.source = 'import', ${lead}.position`;
}
