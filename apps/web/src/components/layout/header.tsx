import { LifeBuoy, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { formatInitials } from '@/lib/format';
import { navigateToProfile } from '@/lib/navigate-to-profile';
import { SiteHeader } from './site-header';

/**
 * The signed-in agent's header (docs/screens.md "Dashboard"): Invite and the avatar only open the
 * profile.
 */
export function Header({ agentName }: { agentName: string }) {
  return (
    <SiteHeader homeHref="/dashboard">
      <Button asChild variant="ghost" size="icon">
        <Link href="/support" aria-label="Support">
          <LifeBuoy aria-hidden />
        </Link>
      </Button>
      <Button variant="outline" className="px-3 text-sm" onClick={navigateToProfile}>
        <UserPlus aria-hidden />
        {/* On the narrowest phones (320 px) the icon alone keeps the header on one line. */}
        <span className="max-[359px]:sr-only">Invite</span>
      </Button>
      <Button size="icon" className="rounded-full" aria-label="Profile" onClick={navigateToProfile}>
        {formatInitials(agentName)}
      </Button>
    </SiteHeader>
  );
}
