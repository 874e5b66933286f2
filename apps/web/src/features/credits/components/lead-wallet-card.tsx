import { Link } from 'wouter';
import { useCredits } from '@/api/get-credits';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isUnauthorized } from '@/lib/api-error';
import { CreditBalance, CreditBalanceSkeleton } from './credit-balance';
import { PackagePurchase } from './package-purchase';

/**
 * The profile's Lead Wallet card (docs/screens.md "Lead Wallet card"): the credits, Buy Lead
 * Package (25 leads for 25 credits, disabled below that), and the way to the wallet page with the
 * bigger package.
 */
export function LeadWalletCard({ agentId }: { agentId: string }) {
  const credits = useCredits(agentId);
  if (credits.isError && !isUnauthorized(credits.error)) {
    return (
      <LoadError
        what="your lead wallet"
        error={credits.error}
        retrying={credits.isFetching}
        onRetry={() => void credits.refetch()}
      />
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead Wallet</CardTitle>
      </CardHeader>
      <CardContent>
        {credits.data ? (
          <>
            <CreditBalance credits={credits.data.credits} />
            <PackagePurchase
              agentId={agentId}
              credits={credits.data.credits}
              packageSize={25}
              label="Buy Lead Package"
            />
          </>
        ) : (
          <CreditBalanceSkeleton />
        )}
        <Button asChild variant="link" className="self-start px-0">
          <Link href="/wallet">Open Lead Wallet</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
