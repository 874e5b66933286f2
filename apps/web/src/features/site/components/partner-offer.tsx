import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { PartnerContact } from './partner-contact';
import { CheckIcon, ClockIcon, HouseIcon, UsersIcon } from './partner-icons';
import { PartnerTestimonials } from './partner-testimonials';
import { PartnerTrialLink } from './partner-trial-link';

// Claims stay modest on purpose: the partner's offers, timelines and fees vary by property and
// state, so the page promises no figure it cannot keep.

const VALUES = [
  {
    icon: ClockIcon,
    title: 'A Quick Answer',
    text: 'Your seller gets a cash offer to consider quickly, without waiting for a buyer’s financing.',
  },
  {
    icon: HouseIcon,
    title: 'Sold As-Is',
    text: 'No repairs, no cleaning out and no showings: the offer is for the home as it stands.',
  },
  {
    icon: UsersIcon,
    title: 'You Stay the Agent',
    text: 'You bring the seller and keep the relationship, and you may earn a referral fee where your brokerage and state rules allow.',
  },
] as const;

const STEPS = [
  {
    title: 'Share the Property',
    text: 'Send the address and a few details about the home and your seller’s situation.',
  },
  {
    title: 'Receive a Cash Offer',
    text: 'The partner reviews the property and makes a no-obligation cash offer.',
  },
  {
    title: 'Your Seller Decides',
    text: 'Your seller compares the offer with listing, and closes on the date that suits them if they accept.',
  },
] as const;

const BENEFITS = [
  {
    title: 'For You',
    points: [
      'An answer for sellers who cannot or will not list.',
      'A reason to stay in touch with sellers who are not ready to list.',
      'You stay in the loop from first call to closing.',
    ],
  },
  {
    title: 'For Your Sellers',
    points: [
      'No repairs, showings or open houses.',
      'No buyer financing to fall through.',
      'A closing date they choose, and no obligation to accept.',
    ],
  },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="pt-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The partner cash-offer page (docs/screens.md "Partner cash-offer page"), under its h1. */
export function PartnerOffer() {
  return (
    <>
      <div className="flex flex-col gap-4">
        <p className="text-xl leading-snug font-semibold">
          A cash-offer option for sellers who need to move fast.
        </p>
        <p className="text-muted-foreground">
          Some owners on your lead list need to sell quickly, or cannot face repairs and showings.
          Our partner service makes cash offers on their homes, so you can give every seller a
          choice and keep the relationship.
        </p>
        <PartnerTrialLink className="self-start" />
      </div>

      <Section id="partner-values" title="Why Offer Cash">
        <ul className="flex flex-col gap-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex items-start gap-4 p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary">
                  <Icon />
                </span>
                <div className="flex flex-col gap-1">
                  <h3 className="text-lg font-bold">{title}</h3>
                  <p>{text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="partner-how" title="How It Works">
        <ol className="flex flex-col gap-4">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="flex items-start gap-4">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-bold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="partner-benefits" title="Benefits">
        {BENEFITS.map(({ title, points }) => (
          <div key={title} className="flex flex-col gap-2">
            <h3 className="text-lg font-bold">{title}</h3>
            <ul className="flex flex-col gap-2">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <CheckIcon />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Section>

      <PartnerTestimonials />

      <section
        aria-labelledby="partner-cta"
        className="mt-4 flex flex-col gap-3 rounded-xl bg-secondary p-5"
      >
        <h2 id="partner-cta" className="text-xl font-bold">
          Give Your Sellers a Cash Option
        </h2>
        <p>
          Start a free trial with our partner and have a cash offer ready for the next seller who
          needs one.
        </p>
        <PartnerTrialLink className="self-start" />
      </section>

      <PartnerContact />
    </>
  );
}
