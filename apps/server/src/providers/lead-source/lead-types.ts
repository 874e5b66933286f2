import type { LeadTypeValue } from '@porchlight/contracts';

/** Equity share (of the estimated value) from which an owner counts as high-equity. */
export const HIGH_EQUITY_PERCENT = 20;
/** Age from which an owner counts as a senior owner. */
export const SENIOR_OWNER_AGE = 65;
/** Years an absentee owner must have held the property to count as a tired landlord. */
export const TIRED_LANDLORD_YEARS = 10;

/** What is known about a property and its owner, from any source, that can make it a lead type. */
export interface LeadFacts {
  /** Where the owner lives when not at the property; null when they live there (or unknown). */
  absentee: { kind: 'out-of-state' | 'in-state'; place: string | null } | null;
  /** Whole years the owner has held the property. */
  yearsOwned: number | null;
  equityPercent: number | null;
  ownerAge: number | null;
  /** The evidence for each distress signal, as the card says it; null when there is none. */
  preforeclosure: string | null;
  taxDefault: string | null;
  vacant: string | null;
}

export interface LeadClassification {
  /** Exactly the types the facts support, in the order of `LEAD_TYPE_LABELS`, 'off-market' last. */
  leadTypes: LeadTypeValue[];
  /** One short reason per type other than 'off-market', in the same order. */
  leadReasons: string[];
}

/**
 * The one rule for lead types, shared by every lead source, so that a "Tired Landlord" from the
 * sample inventory means what it means from RealEstateAPI.
 */
export function classifyLead(facts: LeadFacts): LeadClassification {
  const found: Array<[LeadTypeValue, string]> = [];
  const { absentee, yearsOwned, equityPercent, ownerAge } = facts;
  if (absentee) {
    const type =
      absentee.kind === 'out-of-state' ? 'out-of-state-absentee-owner' : 'in-state-absentee-owner';
    found.push([
      type,
      absentee.place ? `mailing address in ${absentee.place}` : 'owner mails elsewhere',
    ]);
  }
  if (absentee && yearsOwned !== null && yearsOwned >= TIRED_LANDLORD_YEARS) {
    found.push(['tired-landlord', `owned ${yearsOwned} years`]);
  }
  if (facts.preforeclosure) found.push(['preforeclosure', facts.preforeclosure]);
  if (facts.taxDefault) found.push(['tax-default', facts.taxDefault]);
  if (facts.vacant) found.push(['vacant', facts.vacant]);
  if (equityPercent !== null && equityPercent >= HIGH_EQUITY_PERCENT) {
    found.push(['high-equity', `${equityPercent}% equity`]);
  }
  if (ownerAge !== null && ownerAge >= SENIOR_OWNER_AGE) {
    found.push(['senior-owner', `owner is ${ownerAge}`]);
  }
  return {
    leadTypes: [...found.map(([type]) => type), 'off-market'],
    leadReasons: found.map(([, reason]) => reason),
  };
}
