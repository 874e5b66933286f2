import {
  cashOfferRange,
  estimatedMortgage,
  formatDollars,
  type Lead,
  lastSalePrice,
  leadValue,
  shortUsDate,
} from '@porchlight/contracts';
import { equityAmount, wholePercent } from './lead-figures';

type DealFields = Pick<
  Lead,
  | 'estimatedValue'
  | 'propertyValue'
  | 'equity'
  | 'equityBalance'
  | 'equityPercent'
  | 'lastTransferPrice'
  | 'lastSalePrice'
  | 'lastSaleDate'
>;

function equityFinding(lead: DealFields): string | null {
  const amount = equityAmount(lead);
  const percent = lead.equityPercent === null ? null : wholePercent(lead.equityPercent);
  if (amount !== null && percent !== null) {
    return `The owner holds ${percent} equity (${formatDollars(amount)}).`;
  }
  if (percent !== null) return `The owner holds ${percent} equity.`;
  if (amount !== null) return `The owner holds ${formatDollars(amount)} in equity.`;
  return null;
}

function mortgageFinding(mortgage: number | null): string | null {
  if (mortgage === null) return null;
  if (mortgage === 0) return 'No mortgage balance is estimated: the equity covers the whole value.';
  return `About ${formatDollars(mortgage)} is estimated to remain on the mortgage.`;
}

function saleFinding(lead: DealFields): string | null {
  const value = leadValue(lead);
  const lastSale = lastSalePrice(lead);
  if (value === null || lastSale === null) return null;
  const date = lead.lastSaleDate ? ` on ${shortUsDate(lead.lastSaleDate)}` : '';
  const sale = `the last sale price (${formatDollars(lastSale)}${date})`;
  const difference = value - lastSale;
  if (difference === 0) return `The value matches ${sale}.`;
  const share = lastSale > 0 ? ` (${wholePercent((Math.abs(difference) / lastSale) * 100)})` : '';
  const direction = difference > 0 ? 'above' : 'below';
  return `The value is ${formatDollars(Math.abs(difference))}${share} ${direction} ${sale}.`;
}

function offerFinding(lead: DealFields, mortgage: number | null): string | null {
  const offers = cashOfferRange(lead);
  if (offers === null || mortgage === null || mortgage === 0) return null;
  if (offers.low >= mortgage) {
    const left = formatDollars(offers.low - mortgage);
    return `Even the lowest cash offer would pay off the estimated mortgage, leaving about ${left}.`;
  }
  if (offers.high < mortgage) {
    return 'Every cash offer falls short of the estimated mortgage.';
  }
  return `Only cash offers above ${formatDollars(mortgage)} would pay off the estimated mortgage.`;
}

/**
 * The Deal Evaluation: short sentences, each worked out from the lead's own numbers (equity,
 * estimated mortgage, value against last sale, the cash-offer range). A number the lead lacks is
 * left out rather than guessed; with none at all the list is empty.
 */
export function evaluateDeal(lead: DealFields): string[] {
  const mortgage = estimatedMortgage(lead);
  return [
    equityFinding(lead),
    mortgageFinding(mortgage),
    saleFinding(lead),
    offerFinding(lead, mortgage),
  ].filter((finding) => finding !== null);
}
