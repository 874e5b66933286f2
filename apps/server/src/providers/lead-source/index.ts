import type { SellerType } from '@porchlight/contracts';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Where the agent's leads come from: one zip, or every zip of a city. */
export type TargetArea =
  | { kind: 'zip'; zip: string }
  | { kind: 'city'; city: string; state: string };

/** The criteria as a lead source reads them; null bounds mean "any". */
export interface SearchCriteria {
  area: TargetArea;
  minValue: number | null;
  maxValue: number | null;
  minBedrooms: number | null;
  /** The one seller type the agent chose; a property matches when it has that lead type. */
  sellerType: SellerType;
  propertyType: 'Residential';
}

/**
 * The source's own place in its ordered results, stored per agent as JSON: a keyset
 * `{ sortKey, id }` for the sample inventory, `{ afterId }` (the last vendor id walked) for
 * RealEstateAPI.
 */
export type SourceCursor = Record<string, unknown>;

/** Whose eyes a source reads with: the agent, and the exclusivity window (null: off). */
export interface Viewer {
  agentId: string;
  heldSince: Date | null;
}

export interface SourcePage {
  /** Ids of rows in `properties`, in the source's order (a vendor's rows are upserted first). */
  propertyIds: number[];
  /**
   * The cursor just after each property (same length as `propertyIds`), so a delivery that stops
   * part-way through a page resumes at the next property, not the next page.
   */
  cursors: SourceCursor[];
  /** Where the next page starts; null when the results are exhausted. */
  next: SourceCursor | null;
  /**
   * Results the source passed over itself just before each property (same length as
   * `propertyIds`): the viewer's own leads and properties other agents hold. A source that cannot
   * tell leaves it out, and the delivery checks every property it answers.
   */
  passed?: number[];
  /** Results passed over after the last property, at the end of a stretch, and the cursor after them. */
  end?: { passed: number; cursor: SourceCursor };
}

/**
 * One stretch of a source's order that SQL walks itself: the rows of `properties` matching the
 * criteria after `after` in (sort_key, id) order, below `below` when set. A stretch's results
 * are stored as the cursor `{ lap, sortKey, id }`.
 */
export interface Stretch {
  lap: 0 | 1;
  after: { sortKey: number; id: number };
  below: number | null;
}

/** A source's order after a cursor as SQL over `properties`, for a delivery in one statement. */
export interface OrderInSql {
  /** Orders of one shape share one statement; only their values differ. */
  shape: string;
  /** The criteria as a condition on `properties`, with named placeholders for its `values`. */
  matching: SQL;
  values: Record<string, unknown>;
  /** What is left of the order, stretch after stretch. */
  stretches: Stretch[];
}

/**
 * A lead source: count and page through the properties that match criteria
 * (docs/architecture.md "The layers"). The built-in `sample` source generates and stores
 * deterministic sample properties; `realestateapi` asks RealEstateAPI's PropertySearch. A source
 * that calls out over the network throws LeadSourceUnavailableError when it cannot answer; callers
 * hold no transaction while they wait for it.
 */
export interface LeadSource {
  name: 'sample' | 'realestateapi';
  /** Makes the area searchable (the sample source generates it on first use, once). */
  prepare(db: Database, criteria: SearchCriteria): Promise<void>;
  /** How many properties match the criteria in all. */
  count(db: Database, criteria: SearchCriteria): Promise<number>;
  /**
   * How many matching properties after `after` this agent could still be given: not already its
   * leads, and not delivered to another agent since `heldSince` (the exclusivity window; null: off).
   */
  remaining(
    db: Database,
    criteria: SearchCriteria,
    after: SourceCursor | null,
    viewer: Viewer,
    /** Stop counting here: a delivery only needs to know whether more exist, and roughly how many. */
    cap?: number,
  ): Promise<number>;
  /**
   * Up to `size` matching properties after `after` (from the viewer's start when null). A page
   * may come back short with a `next`: the source then continues from there.
   */
  page(
    db: Database,
    criteria: SearchCriteria,
    after: SourceCursor | null,
    size: number,
    viewer: Viewer,
  ): Promise<SourcePage>;
  /**
   * For a source whose results are already rows of `properties` (the sample inventory): its order
   * after `after` as SQL, so a delivery walks, claims and counts it in one statement. A source
   * without it (a vendor's) is paged before the delivery's transaction.
   */
  orderInSql?(criteria: SearchCriteria, after: SourceCursor | null, viewer: Viewer): OrderInSql;
  /** Whether `prepare` has nothing left to do for these criteria, known without a round trip. */
  isPrepared?(criteria: SearchCriteria): boolean;
}

/**
 * The vendor could not answer (unreachable, timeout, an HTTP or in-body error, a body that is not
 * a search result). Its message is for the log: it names the failure, never the key.
 */
export class LeadSourceUnavailableError extends Error {}
