import { REFERRAL_CREDITS, type ReferralLink } from '@porchlight/contracts';
import { toast } from '@/hooks/use-toast';
import { copyText } from '@/lib/copy-text';

const COPIED = 'Paste it in a text, an email or a post.';

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Copy and Share for the referral link (docs/screens.md "Referrals"). Share is offered only where
 * the browser can share; a share that fails for any reason but the agent's cancel copies instead.
 */
export function useReferralLinkActions({ referralLink }: ReferralLink) {
  const canShare = typeof navigator.share === 'function';

  async function copy(description = COPIED) {
    try {
      await copyText(referralLink);
      toast({ title: 'Link Copied', description });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Select the link and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  async function share() {
    try {
      await navigator.share({
        title: 'Join me on Porchlight',
        text: `I get my seller leads from Porchlight. Sign up with my link and we both get ${REFERRAL_CREDITS} bonus credits.`,
        url: referralLink,
      });
    } catch (error) {
      if (!isCancelled(error)) await copy('Sharing did not work here, so your link was copied.');
    }
  }

  return { canShare, copy: () => copy(), share };
}
