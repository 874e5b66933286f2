import { formatDollars, type Lead, NA } from '@porchlight/contracts';

/** The owner's equity in dollars: `equity`, else `equityBalance`. */
export function equityAmount(lead: Pick<Lead, 'equity' | 'equityBalance'>): number | null {
  return lead.equity ?? lead.equityBalance;
}

/** A share as whole percent: 41.6 → "42%". */
export function wholePercent(percent: number): string {
  return `${Math.round(percent)}%`;
}

/** "$120,000 (42%)", either part alone, or N/A. */
export function equityText(lead: Pick<Lead, 'equity' | 'equityBalance' | 'equityPercent'>): string {
  const amount = equityAmount(lead);
  const percent = lead.equityPercent === null ? null : wholePercent(lead.equityPercent);
  if (amount === null) return percent ?? NA;
  const dollars = formatDollars(amount);
  return percent === null ? dollars : `${dollars} (${percent})`;
}
