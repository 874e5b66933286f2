import { LEAD_DAYS_PER_WEEK, PLANS, REFERRAL_CREDITS, SIGNUP_CREDITS } from '@porchlight/contracts';
import type { ReactNode } from 'react';

// Every number comes from the contracts' constants, as on the FAQ page, so a quick answer
// cannot promise a quota or a price the app does not give.
const { pro, premium } = PLANS;

interface QuickHelpItem {
  question: string;
  answer: ReactNode;
}

/** docs/screens.md "Support page": the four expandable quick-help items. */
export const QUICK_HELP: readonly QuickHelpItem[] = [
  {
    question: 'Why haven’t I received today’s leads?',
    answer: (
      <p>
        Leads arrive when you tap Get Today&rsquo;s Leads on the Today tab: {pro.dailyLeads} per
        lead day on {pro.name}, {premium.dailyLeads} on {premium.name}, on up to{' '}
        {LEAD_DAYS_PER_WEEK} days a week, reset at midnight Eastern Time. If none come, the Today
        tab says why: criteria not set, a limit reached, no new matches, or a payment to fix.
      </p>
    ),
  },
  {
    question: 'How do I change my search criteria?',
    answer: (
      <p>
        Open the Criteria tab on your dashboard, change your area, price range, property types or
        lead types, and save. Your next batch of leads follows them.
      </p>
    ),
  },
  {
    question: 'How do credits work?',
    answer: (
      <p>
        You earn credits when you sign up ({SIGNUP_CREDITS}), for each agent you refer who joins (
        {REFERRAL_CREDITS} for each of you) and for weekly streaks. Spend them on extra lead
        packages from your profile or the Lead Wallet page.
      </p>
    ),
  },
  {
    question: 'How do I cancel or pause my subscription?',
    answer: (
      <p>
        Tap Manage Billing on your profile to cancel in the billing portal; it takes effect at the
        end of your billing cycle. To pause, send us a message: new leads stop while paused, and
        your saved leads stay.
      </p>
    ),
  },
];

/**
 * Native disclosures with the browser's own marker: keyboard, screen-reader and find-in-page
 * support with no script. The summary is a 44 px target.
 */
export function QuickHelp() {
  return (
    <ul className="flex flex-col gap-2">
      {QUICK_HELP.map(({ question, answer }) => (
        <li key={question}>
          <details className="rounded-xl border bg-card">
            <summary className="min-h-11 cursor-pointer rounded-xl px-4 py-3 font-semibold">
              {question}
            </summary>
            <div className="px-4 pb-4">{answer}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}
