import { LandingFollowUpTrack } from './landing-follow-up-track';
import { LandingPhone } from './landing-phone';
import { DISC, LandingSection } from './landing-section';

const STEPS = [
  {
    title: 'Set your criteria',
    text: 'Area, price range, property and seller types.',
    picture: (
      <p aria-hidden className="flex flex-wrap gap-2 text-sm">
        {['Miami, FL', '$250,000–$750,000', 'Tired Landlord', 'Vacant'].map((chip) => (
          <span key={chip} className="rounded-full border bg-card px-3 py-1">
            {chip}
          </span>
        ))}
      </p>
    ),
  },
  {
    title: "Swipe the day's batch",
    text: 'Right to save, left to pass.',
    picture: <LandingPhone />,
  },
  {
    title: 'Follow up for six days',
    text: 'An email or a text each day, sent from your own phone.',
    picture: <LandingFollowUpTrack />,
  },
];

export function LandingHowItWorks() {
  return (
    <LandingSection title="How it works">
      <ol className="flex flex-col gap-6">
        {STEPS.map(({ title, text, picture }, index) => (
          <li key={title} className="flex flex-col gap-3">
            <div className="flex gap-3">
              <span aria-hidden className={`${DISC} text-lg font-bold`}>
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold">{title}</h3>
                {text}
              </div>
            </div>
            {picture}
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
