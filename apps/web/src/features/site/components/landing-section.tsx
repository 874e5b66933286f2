import { type ComponentType, type ReactNode, useId } from 'react';

/** The landing sections' card (add its background) and icon disc, one class string each. */
export const CARD = 'rounded-xl border p-4 shadow-sm';
export const DISC = 'flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary';

interface LandingSectionProps {
  title: string;
  icon?: ComponentType;
  /** One line under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** One section below the hero: an h2 (its name), a line, then a picture or a list. */
export function LandingSection({ title, icon: Icon, intro, children }: LandingSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="flex items-center gap-3 text-2xl leading-tight font-bold">
        {Icon && (
          <span className={DISC}>
            <Icon />
          </span>
        )}
        {title}
      </h2>
      {intro && <p className="text-muted-foreground">{intro}</p>}
      {children}
    </section>
  );
}
