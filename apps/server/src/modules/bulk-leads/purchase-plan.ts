import type { Database } from '../../db/client';
import type { LeadSource, SearchCriteria, SourceCursor, Viewer } from '../../providers/lead-source';
import {
  askLeadSource,
  type Candidate,
  MAX_EXAMINED_PER_CALL,
  REMAINING_CAP,
  scanSource,
  walk,
} from '../daily-leads';

/** Where a purchase stands in its searches: which one, and the source's cursor within it. */
export interface Position {
  searchIndex: number;
  cursor: SourceCursor | null;
}

/** One search's results from the purchase's position on, as read before the commit. */
export interface SearchScan {
  index: number;
  criteria: SearchCriteria;
  start: SourceCursor | null;
  candidates: Candidate[];
  /** The scan stopped at its limit, not at the end of the search's results. */
  capped: boolean;
}

export interface PurchaseWalk {
  chosen: { propertyId: number; sellerType: string }[];
  duplicates: number;
  offered: number;
  position: Position;
}

/**
 * Walks the searches in order, passing over taken properties, until `needed` are chosen. A search
 * whose results ran out moves the position on to the next search, from its start.
 */
export function walkSearches(
  scans: SearchScan[],
  taken: Set<number>,
  needed: number,
  from: Position,
): PurchaseWalk {
  const result: PurchaseWalk = { chosen: [], duplicates: 0, offered: 0, position: from };
  for (const scan of scans) {
    if (result.chosen.length >= needed) break;
    const walked = walk(scan.candidates, taken, needed - result.chosen.length, scan.start);
    const { sellerType } = scan.criteria;
    result.chosen.push(...walked.chosen.map((propertyId) => ({ propertyId, sellerType })));
    result.duplicates += walked.duplicates;
    result.offered += walked.offered;
    const ranOut = result.chosen.length < needed && !scan.capped;
    result.position = ranOut
      ? { searchIndex: scan.index + 1, cursor: null }
      : { searchIndex: scan.index, cursor: walked.cursor };
  }
  return result;
}

/** What the lead source has for a purchase from its position on, read with no transaction open. */
export interface PurchasePlan {
  scans: SearchScan[];
  taken: Set<number>;
  /** How far the plan's own walk went, and how many deliverable properties remained past it. */
  walked: PurchaseWalk;
  remaining: number;
}

/**
 * Pages the searches from the position until `needed` free properties are found or the results
 * end (a scan limit ends the plan early: the rest is for "Get Remaining").
 */
export async function planPurchase(
  { db, source, viewer }: { db: Database; source: LeadSource; viewer: Viewer },
  searches: SearchCriteria[],
  from: Position,
  needed: number,
): Promise<PurchasePlan> {
  return askLeadSource(async () => {
    const scans: SearchScan[] = [];
    const taken = new Set<number>();
    for (let index = from.searchIndex; index < searches.length; index++) {
      const criteria = searches[index] as SearchCriteria;
      const start = index === from.searchIndex ? from.cursor : null;
      await source.prepare(db, criteria);
      const free = walkSearches(scans, taken, needed, from).chosen.length;
      const scan = await scanSource(db, source, criteria, start, {
        ...viewer,
        needed: needed - free,
      });
      for (const id of scan.taken) taken.add(id);
      const capped = scan.candidates.length >= MAX_EXAMINED_PER_CALL;
      scans.push({ index, criteria, start, candidates: scan.candidates, capped });
      if (capped || walkSearches(scans, taken, needed, from).chosen.length >= needed) break;
    }
    const walked = walkSearches(scans, taken, needed, from);
    const remaining = await remainingFrom({ db, source, viewer }, searches, walked.position);
    return { scans, taken, walked, remaining };
  });
}

/**
 * How many deliverable properties the searches have from a position on, up to REMAINING_CAP
 * (or `cap`): "can I get more?" and "about how many".
 */
export async function remainingFrom(
  { db, source, viewer }: { db: Database; source: LeadSource; viewer: Viewer },
  searches: SearchCriteria[],
  from: Position,
  cap = REMAINING_CAP,
): Promise<number> {
  let total = 0;
  for (let index = from.searchIndex; index < searches.length && total < cap; index++) {
    const criteria = searches[index] as SearchCriteria;
    await source.prepare(db, criteria);
    const after = index === from.searchIndex ? from.cursor : null;
    total += await source.remaining(db, criteria, after, viewer, cap - total);
  }
  return Math.min(total, cap);
}
