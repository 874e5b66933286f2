import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface DetailSectionProps {
  title: string;
  /** Beside the heading, at its right (a badge). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One section of the Property Details dialog, named by its heading for screen readers. */
export function DetailSection({ title, aside, className, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg leading-tight font-bold">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
