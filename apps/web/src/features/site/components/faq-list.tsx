import { SUPPORT_RESPONSE_TIME } from '@porchlight/contracts';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useOnApproach } from '@/hooks/use-on-approach';
import { FAQ_FIRST_GROUP, FAQ_QUESTION_COUNT } from '../faq-questions';
import { FaqGroupSection, type FaqOpenState } from './faq-group-section';

const FaqMoreGroups = lazy(() => import('./faq-more-groups'));

/**
 * Which questions are open: every one (after Expand All) or none (at first, after Collapse All),
 * except those opened or closed by hand since. So Expand All also opens groups not loaded yet.
 */
interface OpenQuestions {
  allOpen: boolean;
  changed: ReadonlySet<string>;
}

/** The FAQ page: every question by group, one Expand All / Collapse All, and a way to Support. */
export function FaqList() {
  const [open, setOpenQuestions] = useState<OpenQuestions>({ allOpen: false, changed: new Set() });
  const below = useRef<HTMLDivElement>(null);
  const showMore = useOnApproach(below);
  const supportHeadingId = useId();
  // The button says Collapse All once every question is open, by Expand All or one by one.
  const everyOpen = open.allOpen
    ? open.changed.size === 0
    : open.changed.size === FAQ_QUESTION_COUNT;

  function toggleAll() {
    setOpenQuestions({ allOpen: !everyOpen, changed: new Set() });
  }

  const state: FaqOpenState = {
    isOpen: (id) => open.allOpen !== open.changed.has(id),
    setOpen: (id, isOpen) =>
      setOpenQuestions((current) => {
        const changed = isOpen !== current.allOpen;
        if (current.changed.has(id) === changed) return current;
        const next = new Set(current.changed);
        if (changed) next.add(id);
        else next.delete(id);
        return { ...current, changed: next };
      }),
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground">
          {FAQ_QUESTION_COUNT} answers about leads, follow-up, credits and billing.
        </p>
        <Button type="button" variant="outline" onClick={toggleAll}>
          {everyOpen ? 'Collapse All' : 'Expand All'}
        </Button>
      </div>
      <FaqGroupSection group={FAQ_FIRST_GROUP} state={state} />
      {showMore ? (
        <Suspense fallback={<div className="min-h-[200vh]" />}>
          <FaqMoreGroups state={state} />
        </Suspense>
      ) : (
        <div ref={below} className="min-h-[200vh]" />
      )}
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
