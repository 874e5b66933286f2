import { Card } from '@/components/ui/card';

/** Sample words, attributed to roles only: no real customer said them, and no one is named. */
const SAMPLE_TESTIMONIALS = [
  {
    quote:
      'A landlord I was working with was done with tenants and did not want to fix anything before selling. Having a cash offer to set beside a listing plan made the conversation easy, and I stayed involved all the way to closing.',
    role: 'An agent in Tampa, FL',
  },
  {
    quote:
      'Some of my pre-foreclosure sellers cannot wait for a traditional sale. Now I have an answer for them instead of walking away from the lead.',
    role: 'A team lead in Columbus, OH',
  },
  {
    quote:
      'An inherited house, an owner out of state, a long list of repairs. My seller compared the cash offer with listing and chose what fit. Either way, they came back to me.',
    role: 'A listing agent in Phoenix, AZ',
  },
] as const;

export function PartnerTestimonials() {
  return (
    <section aria-labelledby="partner-testimonials" className="flex flex-col gap-3">
      <h2 id="partner-testimonials" className="pt-4 text-xl font-bold">
        Sample Testimonials
      </h2>
      <p className="text-sm text-muted-foreground">
        These samples illustrate typical use; they are not quotes from real customers.
      </p>
      <ul className="flex flex-col gap-3">
        {SAMPLE_TESTIMONIALS.map(({ quote, role }) => (
          <li key={role}>
            <Card className="p-0">
              <figure className="flex flex-col gap-3 p-5">
                <blockquote>
                  <p>&ldquo;{quote}&rdquo;</p>
                </blockquote>
                <figcaption className="text-sm font-semibold text-muted-foreground">
                  {role}
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
