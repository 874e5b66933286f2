import type { SeededRandom } from './seeded-random';

/**
 * The day the sample data describes: owner ages, years owned and loan balances are as of this
 * date. It is fixed so that the rows never depend on when (or where) they were generated.
 */
export const SAMPLE_DATA_AS_OF = '2026-01-01';

const DAY_MS = 86_400_000;
const AS_OF_MS = Date.parse(`${SAMPLE_DATA_AS_OF}T00:00:00Z`);

export interface SampleFinances {
  ownershipStartDate: string;
  yearsOwned: number;
  yearBuilt: number;
  estimatedValue: number;
  lastSalePrice: number;
  /** What the owner still owes; 0 when the home is paid off. */
  loanBalance: number;
  equityBalance: number;
  equityPercent: number;
}

/**
 * When the owner bought, what the home is worth now and what they still owe on it. Only integer
 * and plain IEEE arithmetic (no Math.pow, log or exp), so results are bit-identical everywhere.
 */
export function sampleFinances(
  random: SeededRandom,
  priceLevel: number,
  sqft: number,
): SampleFinances {
  // Tenure skews short (the median is about 11 years), with a long tail of decades-long owners.
  const tenure = random.next();
  const daysOwned = Math.round((0.2 + 44 * tenure * tenure) * 365.25);
  const ownershipStartDate = new Date(AS_OF_MS - daysOwned * DAY_MS).toISOString().slice(0, 10);
  const yearsOwned = fullYearsOwned(ownershipStartDate);
  const purchaseYear = Number(ownershipStartDate.slice(0, 4));
  const yearBuilt = Math.max(1900, purchaseYear - (random.chance(0.08) ? 0 : random.int(1, 75)));

  const condition = yearBuilt >= 2000 ? 1.1 : yearBuilt >= 1970 ? 1 : 0.92;
  const rawValue =
    priceLevel * (0.35 + (0.65 * sqft) / 1700) * condition * (0.8 + 0.4 * random.next());
  const estimatedValue = Math.min(3_000_000, Math.max(60_000, roundTo(rawValue, 1000)));
  // Homes appreciated about 3.5% a year, give or take the deal the owner got.
  const lastSalePrice = Math.max(
    10_000,
    roundTo((estimatedValue / powInt(1.035, yearsOwned)) * (0.88 + 0.24 * random.next()), 500),
  );
  const loanBalance = sampleLoanBalance(random, lastSalePrice, purchaseYear, daysOwned / 365.25);
  const equityBalance = estimatedValue - loanBalance;
  return {
    ownershipStartDate,
    yearsOwned,
    yearBuilt,
    estimatedValue,
    lastSalePrice,
    loanBalance,
    equityBalance,
    // `|| 0` turns a rounded -0 (slightly underwater) into the 0 that PostgreSQL stores.
    equityPercent: Math.round((100 * equityBalance) / estimatedValue) || 0,
  };
}

/** Whole years from the start date to SAMPLE_DATA_AS_OF (an anniversary counts). */
export function fullYearsOwned(startDate: string): number {
  const [year, month, day] = startDate.split('-').map(Number);
  const [asOfYear, asOfMonth, asOfDay] = SAMPLE_DATA_AS_OF.split('-').map(Number);
  if (!year || !month || !day || !asOfYear || !asOfMonth || !asOfDay) return 0;
  const beforeAnniversary = asOfMonth < month || (asOfMonth === month && asOfDay < day);
  return asOfYear - year - (beforeAnniversary ? 1 : 0);
}

/** What is left of the purchase loan: none when paid off, else a 30-year amortization. */
function sampleLoanBalance(
  random: SeededRandom,
  price: number,
  purchaseYear: number,
  yearsOwned: number,
): number {
  if (random.chance(Math.min(0.85, yearsOwned / 40))) return 0;
  // Many owners refinanced or took a second loan, so balances run higher than the purchase LTV.
  const loan = price * (0.8 + 0.25 * random.next());
  const annualRate =
    purchaseYear < 2009 ? 6.2 : purchaseYear < 2020 ? 4.2 : purchaseYear < 2022 ? 3.1 : 6.8;
  const monthly = 1 + annualRate / 1200;
  const paidMonths = Math.min(360, Math.round(yearsOwned * 12));
  const growth = powInt(monthly, 360);
  return Math.round((loan * (growth - powInt(monthly, paidMonths))) / (growth - 1));
}

/** x^n by squaring: exact IEEE steps, unlike Math.pow whose last bit may vary by platform. */
function powInt(base: number, exponent: number): number {
  let result = 1;
  let factor = base;
  for (let n = exponent; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result *= factor;
    factor *= factor;
  }
  return result;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
