import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';
import { useStoredAgent } from '@/features/accounts/stored-agent';

export default function WalletRoute() {
  const agent = useStoredAgent();
  return (
    <PublicPage title="Lead Wallet">
      {agent ? (
        <>
          <p className="text-muted-foreground">
            Your lead credits, lead packages, referrals and transactions will be shown here.
          </p>
          <PageLinks links={[{ href: '/dashboard', label: 'Back to Dashboard' }]} />
        </>
      ) : (
        <>
          <p className="text-muted-foreground">Sign in to see your lead wallet.</p>
          <PageLinks links={[{ href: '/login', label: 'Sign In' }]} />
        </>
      )}
    </PublicPage>
  );
}
