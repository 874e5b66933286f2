import type { FreshLeadsResponse, LeadCard } from '@porchlight/contracts';
import type { JsonText } from '../../lib/json-text';
import type { Delivered } from './delivery.service';

/**
 * The fresh batch's answer: what the delivery did, and today's cards as the today read answers
 * them (JSON text PostgreSQL built, put in as it is), so the Today tab needs no second read
 * (docs/leads.md "Fresh batch").
 */
export function withTodaysCards(
  delivered: Delivered,
  cards: JsonText<LeadCard[]>,
): JsonText<FreshLeadsResponse> {
  return `${JSON.stringify(delivered).slice(0, -1)},"leads":${cards}}` as JsonText<FreshLeadsResponse>;
}
