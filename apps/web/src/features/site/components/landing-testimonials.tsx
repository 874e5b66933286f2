import { CARD, LandingSection } from './landing-section';

// Sample people only: no names, a role and a place, and the block says so.
const SAMPLES = [
  [
    'I check my leads between showings. Two minutes and I know who to call.',
    'An agent in Miami, FL',
  ],
  ['The six-day follow-up stops me dropping a lead after one call.', 'A team lead in Columbus, OH'],
  [
    'Absentee owners took hours to find by hand. Now they wait for me each morning.',
    'An agent in Phoenix, AZ',
  ],
];

export function LandingTestimonials() {
  return (
    <LandingSection
      title="Sample testimonials"
      intro="They illustrate typical use; they are not quotes from real customers."
    >
      <ul className="flex flex-col gap-3">
        {SAMPLES.map(([quote, who]) => (
          <li key={who} className={`${CARD} bg-card`}>
            <figure>
              <blockquote>“{quote}”</blockquote>
              <figcaption className="mt-2 text-sm font-semibold">{who}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
