import { RECENT_TRANSACTIONS } from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CreditActivity } from './credit-activity';
import { CreditBalance } from './credit-balance';
import { PackagePurchase } from './package-purchase';

interface LeadWalletPanelProps {
  agentId: string;
  /** The balance, read by the page (its answer decides between this and the sign-in prompt). */
  credits: number;
  /** Slot: the Refer Friends form (referrals), after the lead package. */
  referFriends?: ReactNode;
  /** Slot: the agent's latest referrals (referrals), after the form. */
  referrals?: ReactNode;
}

/**
 * The Lead Wallet page's content (docs/screens.md "Lead Wallet page"): the credits with 'Purchase
 * 50 Leads' for 100 credits, the Refer Friends form and the referrals when given, and the last 10
 * transactions.
 */
export function LeadWalletPanel({
  agentId,
  credits,
  referFriends,
  referrals,
}: LeadWalletPanelProps) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Your Credits</CardTitle>
        </CardHeader>
        <CardContent>
          <CreditBalance credits={credits} />
          <PackagePurchase
            agentId={agentId}
            credits={credits}
            packageSize={50}
            label="Purchase 50 Leads"
          />
        </CardContent>
      </Card>
      {referFriends}
      {referrals}
      <CreditActivity agentId={agentId} title="Transactions" limit={RECENT_TRANSACTIONS.wallet} />
    </>
  );
}
