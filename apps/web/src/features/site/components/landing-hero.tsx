import { LEAD_DAYS_PER_WEEK, SIGNUP_CREDITS, TRIAL_DAYS } from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { useBillingMode } from '@/api/get-public-config';
import { LandingFacts } from './landing-facts';
import { HeartIcon, MailIcon, SunriseIcon } from './landing-icons';

const POINTS = [
  {
    icon: SunriseIcon,
    // Lead days are any 5 of the week, weekends included: the FAQ and the quotas say the same.
    text: `Fresh leads ${LEAD_DAYS_PER_WEEK} days a week, on the days you choose (weekends included), matched to your area, price range and seller type.`,
  },
  { icon: HeartIcon, text: 'Swipe to save or pass, one lead at a time.' },
  { icon: MailIcon, text: 'Work every saved lead through a 6-day email and text follow-up.' },
];

/** The landing page's opening; `children` is its call to action (the trial email capture). */
export function LandingHero({ children }: { children: ReactNode }) {
  // A card is asked for only where the server bills (docs/screens.md "Landing page": billing may be
  // off).
  const cardRequired = useBillingMode()?.enabled === true;
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-3xl leading-tight font-bold">
        Off-market seller leads, on your porch every morning.
      </h1>
      <p className="text-lg text-muted-foreground">
        Tired landlords, absentee owners, vacant homes and pre-foreclosures: Porchlight finds the
        owners who may want to sell, so you can call them first.
      </p>
      <ul className="flex flex-col gap-3">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary">
              <Icon />
            </span>
            <span className="pt-1.5">{text}</span>
          </li>
        ))}
      </ul>
      {/* The trial shows 25 leads, 7 days, $0 setup; the 25 are the signup credits
          (docs/screens.md "Landing page"). */}
      <LandingFacts
        label="Your free trial"
        facts={[
          [`${SIGNUP_CREDITS}`, 'leads'],
          [`${TRIAL_DAYS}`, 'days'],
          ['$0', 'setup'],
        ]}
      />
      {children}
      <p className="text-center text-sm text-muted-foreground">
        Start with a free trial.{cardRequired && ' Card required.'}
      </p>
    </section>
  );
}
