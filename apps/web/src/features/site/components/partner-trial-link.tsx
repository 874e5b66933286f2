import { usePartnerSignupUrl } from '@/api/get-public-config';
import { Button } from '@/components/ui/button';
import { ExternalLinkIcon } from './partner-icons';

/**
 * Start Free Trial: the partner service's registration page, in a new tab
 * (docs/screens.md "Partner cash-offer page"). Until the server names it, /register stands in, as
 * the server itself does when none is configured.
 */
export function PartnerTrialLink({ className }: { className?: string }) {
  const signupUrl = usePartnerSignupUrl() ?? '/register';
  return (
    <Button asChild size="lg" className={className}>
      <a href={signupUrl} target="_blank" rel="noopener noreferrer">
        Start Free Trial
        <ExternalLinkIcon />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
