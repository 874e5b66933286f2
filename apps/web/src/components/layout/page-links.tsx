import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

interface PageLink {
  href: string;
  label: string;
}

/** The few onward links a page offers, one per line. */
export function PageLinks({ links }: { links: PageLink[] }) {
  return (
    <ul className="flex flex-col items-start">
      {links.map(({ href, label }) => (
        <li key={href}>
          <Button asChild variant="link" className="px-0">
            <Link href={href}>{label}</Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
