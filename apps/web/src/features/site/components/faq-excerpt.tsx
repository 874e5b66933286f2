import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { FAQ_EXCERPT } from '../faq-excerpt-questions';
import { FaqItem } from './faq-item';

/** Five of the FAQ's questions for the landing page, and the way to the rest. */
export function FaqExcerpt({ title = 'Frequently Asked Questions' }: { title?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl leading-tight font-bold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {FAQ_EXCERPT.map((item) => (
          <li key={item.id}>
            <FaqItem question={item.question} answer={item.answer} />
          </li>
        ))}
      </ul>
      <Button asChild variant="link" className="self-start px-0">
        <Link href="/faq">See all questions</Link>
      </Button>
    </section>
  );
}
