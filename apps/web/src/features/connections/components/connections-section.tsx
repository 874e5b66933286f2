import { type ReactNode, useId } from 'react';

/**
 * The Profile tab's Connections section: where what the agent does here reaches the tools they
 * already work in (docs/connections.md). Each connection brings its own card.
 */
export function ConnectionsSection({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-semibold">
        Connections
      </h2>
      {children}
    </section>
  );
}
