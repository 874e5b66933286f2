import { SUPPORT_RESPONSE_TIME } from '@porchlight/contracts';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { FAQ_GROUPS, FAQ_QUESTIONS } from '../faq-questions';
import { FaqItem } from './faq-item';

/** The FAQ page: every question by group, one Expand All / Collapse All, and a way to Support. */
export function FaqList() {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const allOpen = openIds.size === FAQ_QUESTIONS.length;
  const supportHeadingId = useId();

  function toggleAll() {
    setOpenIds(allOpen ? new Set() : new Set(FAQ_QUESTIONS.map((question) => question.id)));
  }

  function setOpen(id: string, open: boolean) {
    setOpenIds((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground">
          {FAQ_QUESTIONS.length} answers about leads, follow-up, credits and billing.
        </p>
        <Button type="button" variant="outline" onClick={toggleAll}>
          {allOpen ? 'Collapse All' : 'Expand All'}
        </Button>
      </div>
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`} className="flex flex-col gap-3">
          <h2 id={`faq-${group.id}`} className="pt-2 text-xl font-bold">
            {group.title}
          </h2>
          <ul className="flex flex-col gap-2">
            {group.questions.map((item) => (
              <li key={item.id}>
                <FaqItem
                  question={item.question}
                  answer={item.answer}
                  open={openIds.has(item.id)}
                  onToggle={(open) => setOpen(item.id, open)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section
        aria-labelledby={supportHeadingId}
        className="flex flex-col gap-3 rounded-xl bg-secondary p-5"
      >
        <h2 id={supportHeadingId} className="text-xl font-bold">
          Still Have Questions?
        </h2>
        <p>Send us a message and we will reply {SUPPORT_RESPONSE_TIME}.</p>
        <Button asChild size="lg">
          <Link href="/support">Contact Support</Link>
        </Button>
      </section>
    </>
  );
}
