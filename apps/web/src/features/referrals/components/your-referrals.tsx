import { REFERRAL_CREDIT_MOMENT, REFERRAL_CREDITS } from '@porchlight/contracts';
import { useId } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { StatGrid } from '@/components/ui/stat-grid';
import { isUnauthorized } from '@/lib/api-error';
import { useReferrals } from '../api/get-referrals';
import { ReferralList } from './referral-list';

/**
 * Your Referrals (docs/screens.md "Referrals"), on the profile and the wallet page: the successful
 * and pending counts and the latest 5.
 */
export function YourReferrals({ agentId }: { agentId: string }) {
  const referrals = useReferrals(agentId);
  const titleId = useId();
  if (referrals.isError && !isUnauthorized(referrals.error)) {
    return (
      <LoadError
        what="your referrals"
        error={referrals.error}
        retrying={referrals.isFetching}
        onRetry={() => void referrals.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>Your Referrals</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">
            Each friend who joins earns {REFERRAL_CREDITS} credits, and so do you,{' '}
            {REFERRAL_CREDIT_MOMENT}.
          </p>
          {referrals.data ? (
            <>
              <StatGrid
                stats={[
                  { label: 'Successful', value: referrals.data.successful },
                  { label: 'Pending', value: referrals.data.pending },
                ]}
              />
              <ReferralList referrals={referrals.data.referrals} />
            </>
          ) : (
            <SkeletonRows label="Loading your referrals..." />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
