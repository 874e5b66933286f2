import { CheckIcon } from './landing-icons';
import { LandingSection } from './landing-section';

const FEATURES = [
  'Leads matched to your area, price and seller types',
  'Owner phones, emails and mailing address',
  'Do-not-call flags on phone numbers',
  'A 6-day email and text follow-up',
  'Postcards to owners',
  'Saved leads exported as a CSV by email',
];

export function LandingFeatures() {
  return (
    <LandingSection title="Everything in one app">
      <ul className="flex flex-col gap-2 [&_svg]:text-save">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon />
            {feature}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
