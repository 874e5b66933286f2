import { LEAD_DAYS_PER_WEEK, PLANS, TRIAL_DAYS } from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { formatWeeklyPrice } from '@/lib/format';

// The five questions the landing page's excerpt shows, in a module of their own so the landing
// page loads these five and not the whole FAQ; faq-questions.tsx places them in their groups.

export interface FaqQuestion {
  /** Stable and unique: the item's key. */
  id: string;
  question: string;
  answer: ReactNode;
}

const { pro, premium } = PLANS;

export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-1 pl-5">{children}</ul>;
}

export const DAILY_LEADS: FaqQuestion = {
  id: 'daily-leads',
  question: 'How many leads do I get each day?',
  answer: (
    <>
      <p>
        {pro.name} gives you {pro.dailyLeads} fresh leads per lead day; {premium.name} gives you{' '}
        {premium.dailyLeads}. You can take leads on up to {LEAD_DAYS_PER_WEEK} days each week
        (Monday to Sunday), and you choose the days, weekends included. A day counts as a lead day
        once its first lead arrives.
      </p>
      <p>
        Tap Get Today&rsquo;s Leads on the Fresh tab to receive your batch. If your area runs short,
        see &ldquo;What happens if there aren&rsquo;t enough leads in my area?&rdquo; below.
      </p>
    </>
  ),
};

// Only what a lead's details show: the confidence score is promised "when the source provides
// one", as Property Overview shows it only then.
export const LEAD_DATA: FaqQuestion = {
  id: 'lead-data',
  question: 'What information comes with each lead?',
  answer: (
    <>
      <p>Open a lead to see everything we have on it:</p>
      <Bullets>
        <li>
          <span className="font-semibold">Property details</span>: address, property type, bedrooms,
          bathrooms, square footage, year built, estimated value, equity and sale history.
        </li>
        <li>
          <span className="font-semibold">Owner email</span> addresses.
        </li>
        <li>
          <span className="font-semibold">Phone numbers with their reachability status</span>: a
          number on a do-not-call register is marked DNC and cannot be texted from Porchlight.
        </li>
        <li>
          <span className="font-semibold">Mailing address</span> of the owner, which often differs
          from the property&rsquo;s address for absentee owners.
        </li>
        <li>
          <span className="font-semibold">Confidence score</span>: how reliable the data source
          rates the property&rsquo;s valuation, shown beside it when the source provides one.
        </li>
        <li>
          <span className="font-semibold">Verification status</span>: whether the owner&rsquo;s
          contacts have been checked by a skip trace (the lead then shows Enhanced).
        </li>
      </Bullets>
      <p>Where a source has no value for a field, it reads N/A rather than a guess.</p>
    </>
  ),
};

export const NO_DUPLICATES: FaqQuestion = {
  id: 'no-duplicates',
  question: 'Will I ever get the same lead twice?',
  answer: (
    <>
      <p>
        No. A property is delivered to you at most once, whether it arrives in your daily batch or
        in a bulk purchase. If a match is one you already have, we skip it and look for another, so
        a duplicate never uses up your daily leads.
      </p>
      <p>
        Once we deliver a property to you, we also hold it for you: for a set period it is not
        delivered to any other Porchlight agent.
      </p>
    </>
  ),
};

export const PRICING: FaqQuestion = {
  id: 'pricing',
  question: 'How much does Porchlight cost, and is there a free trial?',
  answer: (
    <>
      <Bullets>
        <li>
          <span className="font-semibold">{pro.name}</span>:{' '}
          {formatWeeklyPrice(pro.weeklyPriceCents)}, {pro.dailyLeads} leads per lead day.
        </li>
        <li>
          <span className="font-semibold">{premium.name}</span>:{' '}
          {formatWeeklyPrice(premium.weeklyPriceCents)}, {premium.dailyLeads} leads per lead day.
        </li>
      </Bullets>
      <p>
        Every account starts with a {TRIAL_DAYS}-day free trial on the plan you choose; a card is
        required to start. Unless you cancel during the trial, your subscription begins when it ends
        and is billed weekly in advance. Fees are non-refundable. You can upgrade from {pro.name} to{' '}
        {premium.name} at any time from your profile.
      </p>
    </>
  ),
};

export const CANCEL_PAUSE: FaqQuestion = {
  id: 'cancel-pause',
  question: 'How do I cancel or pause my subscription?',
  answer: (
    <>
      <p>
        Open your profile and tap Manage Billing to cancel in the billing portal, or contact support
        and we will do it for you. Cancellation takes effect at the end of your current billing
        cycle, so you keep getting leads for the week you paid for.
      </p>
      <p>
        To pause instead, contact support. While your account is paused, new leads stop, but your
        saved leads and their follow-up stay just as you left them.
      </p>
    </>
  ),
};

/** The five a landing visitor asks first: volume, data, duplicates, price, getting out. */
export const FAQ_EXCERPT: readonly FaqQuestion[] = [
  DAILY_LEADS,
  LEAD_DATA,
  NO_DUPLICATES,
  PRICING,
  CANCEL_PAUSE,
];
