import { CheckIcon, XIcon } from './landing-icons';
import { CARD, LandingSection } from './landing-section';

const DAYS = [
  {
    title: 'Without Porchlight',
    icon: XIcon,
    tint: 'bg-muted [&_svg]:text-pass',
    steps: [
      'Dig through public records for owners',
      'Cold-call a stale list',
      'Forget who you called last week',
    ],
  },
  {
    title: 'With Porchlight',
    icon: CheckIcon,
    tint: 'border-primary bg-secondary [&_svg]:text-save',
    steps: [
      "Today's seller leads wait on your phone",
      'Swipe the batch in two minutes',
      'The follow-up says who to contact today',
    ],
  },
];

/** An agent's day without and with Porchlight: two short lists, stacked on a phone. */
export function LandingComparison() {
  return (
    <LandingSection title="Your day, before and after">
      {DAYS.map(({ title, icon: Icon, tint, steps }) => (
        <div key={title} className={`${CARD} ${tint}`}>
          <h3 className="mb-2 text-lg font-bold">{title}</h3>
          <ul className="flex flex-col gap-2">
            {steps.map((step) => (
              <li key={step} className="flex gap-2">
                <Icon />
                {step}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </LandingSection>
  );
}
