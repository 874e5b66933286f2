import { REFERRAL_CREDIT_MOMENT, REFERRAL_CREDITS, type ReferralLink } from '@porchlight/contracts';
import { Copy, Share2 } from 'lucide-react';
import { useId } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { isUnauthorized } from '@/lib/api-error';
import { useReferralLink } from '../api/get-referral-link';
import { useReferralLinkActions } from '../use-referral-link-actions';

function LinkActions({ link }: { link: ReferralLink }) {
  const { canShare, copy, share } = useReferralLinkActions(link);
  return (
    <>
      <FormField label="Your referral link">
        <Input readOnly value={link.referralLink} onFocus={(event) => event.target.select()} />
      </FormField>
      <p>
        Referral code: <strong className="font-mono tracking-wide">{link.referralCode}</strong>
      </p>
      <div className="grid auto-cols-fr grid-flow-col gap-3">
        <Button variant={canShare ? 'outline' : 'default'} onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy Link
        </Button>
        {canShare && (
          <Button onClick={() => void share()}>
            <Share2 aria-hidden />
            Share
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * The profile's Referral Link card (docs/screens.md "Referrals"): the link, its code, Copy and
 * Share.
 */
export function ReferralLinkCard({ agentId }: { agentId: string }) {
  const link = useReferralLink(agentId);
  const titleId = useId();
  if (link.isError && !isUnauthorized(link.error)) {
    return (
      <LoadError
        what="your referral link"
        error={link.error}
        retrying={link.isFetching}
        onRetry={() => void link.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>Referral Link</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">
            Share your link. When someone joins with it, you each get {REFERRAL_CREDITS} credits{' '}
            {REFERRAL_CREDIT_MOMENT}.
          </p>
          {link.data ? (
            <LinkActions link={link.data} />
          ) : (
            <SkeletonRows label="Loading your referral link..." rows={2} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
