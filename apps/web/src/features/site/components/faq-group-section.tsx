import type { FaqGroup } from '../faq-questions';
import { FaqItem } from './faq-item';

export interface FaqOpenState {
  isOpen(id: string): boolean;
  setOpen(id: string, open: boolean): void;
}

/** One group of the FAQ: its heading, then its questions. */
export function FaqGroupSection({ group, state }: { group: FaqGroup; state: FaqOpenState }) {
  return (
    <section aria-labelledby={`faq-${group.id}`} className="flex flex-col gap-3">
      <h2 id={`faq-${group.id}`} className="pt-2 text-xl font-bold">
        {group.title}
      </h2>
      <ul className="flex flex-col gap-2">
        {group.questions.map((item) => (
          <li key={item.id}>
            <FaqItem
              question={item.question}
              answer={item.answer}
              open={state.isOpen(item.id)}
              onToggle={(open) => state.setOpen(item.id, open)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
