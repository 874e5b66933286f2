import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A link's look inside running text: underlined in the primary colour, bold. */
export const TEXT_LINK_CLASS =
  'font-semibold underline decoration-primary decoration-2 underline-offset-4 hover:decoration-foreground';

interface TextLinkProps {
  href: string;
  children: ReactNode;
}

/** A link inside running text: inline, so the 44 px target rule's inline exception applies. */
export function TextLink({ href, children }: TextLinkProps) {
  return (
    <Link href={href} className={TEXT_LINK_CLASS}>
      {children}
    </Link>
  );
}

/** A link to another site inside running text, said to open in a new tab. */
export function ExternalTextLink({ href, children }: TextLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={TEXT_LINK_CLASS}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
