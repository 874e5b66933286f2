import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { getCreditsQueryOptions } from '@/api/get-credits';
import { LoadError } from '@/components/layout/load-error';
import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { clearStoredSession, useStoredAgentId } from '@/features/accounts/session';
import { CreditBalanceSkeleton } from '@/features/credits/components/credit-balance';
import { LeadWalletPanel } from '@/features/credits/components/lead-wallet-panel';
import { isUnauthorized } from '@/lib/api-error';

// The referral cards load after the balance, so zod (their form's schema) waits for them.
const ReferFriendsCard = lazy(() =>
  import('@/features/referrals/components/refer-friends-card').then((m) => ({
    default: m.ReferFriendsCard,
  })),
);
const YourReferrals = lazy(() =>
  import('@/features/referrals/components/your-referrals').then((m) => ({
    default: m.YourReferrals,
  })),
);

function WalletSignIn() {
  return (
    <>
      <p className="text-muted-foreground">Sign in to see your lead wallet.</p>
      <Button asChild size="lg">
        <Link href="/login">Sign In</Link>
      </Button>
    </>
  );
}

/**
 * The stored agent id is a hint: the server's answer to the credits call decides. A 401 means the
 * session is gone: the stored agent is forgotten, as everywhere (docs/screens.md "Every page"),
 * but this page answers it with its own sign-in prompt rather than leaving for /login
 * (docs/screens.md "Lead Wallet page").
 */
function SignedInWallet({ agentId }: { agentId: string }) {
  const credits = useQuery({
    ...getCreditsQueryOptions(agentId),
    meta: { handlesUnauthorized: true },
  });
  const signedOut = isUnauthorized(credits.error);
  useEffect(() => {
    if (signedOut) clearStoredSession();
  }, [signedOut]);

  if (signedOut) return <WalletSignIn />;
  if (credits.isError) {
    return (
      <LoadError
        what="your lead wallet"
        error={credits.error}
        retrying={credits.isFetching}
        onRetry={() => void credits.refetch()}
      />
    );
  }
  if (!credits.data) return <CreditBalanceSkeleton />;
  return (
    <>
      <LeadWalletPanel
        agentId={agentId}
        credits={credits.data.credits}
        referFriends={
          <Suspense fallback={<SkeletonRows label="Loading the Refer Friends form..." rows={2} />}>
            <ReferFriendsCard agentId={agentId} />
          </Suspense>
        }
        referrals={
          <Suspense fallback={<SkeletonRows label="Loading your referrals..." />}>
            <YourReferrals agentId={agentId} />
          </Suspense>
        }
      />
      <PageLinks links={[{ href: '/dashboard', label: 'Back to Dashboard' }]} />
    </>
  );
}

/** /wallet (docs/screens.md "Lead Wallet page"): needs sign-in; a visitor sees the prompt. */
export default function WalletRoute() {
  const agentId = useStoredAgentId();
  return (
    <PublicPage title="Lead Wallet">
      {agentId ? <SignedInWallet agentId={agentId} /> : <WalletSignIn />}
    </PublicPage>
  );
}
