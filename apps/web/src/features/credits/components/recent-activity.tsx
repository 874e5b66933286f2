import { RECENT_TRANSACTIONS } from '@porchlight/contracts';
import { CreditActivity } from './credit-activity';

/**
 * The profile's Recent Activity (docs/screens.md "Profile tab"): the first 5 credit transactions.
 */
export function RecentActivity({ agentId }: { agentId: string }) {
  return (
    <CreditActivity agentId={agentId} title="Recent Activity" limit={RECENT_TRANSACTIONS.profile} />
  );
}
