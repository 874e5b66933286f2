import { RECENT_TRANSACTIONS } from '@porchlight/contracts';
import { CreditActivity } from './credit-activity';

/** The profile's Recent Activity (account.md §2): the first 5 credit transactions. */
export function RecentActivity({ agentId }: { agentId: string }) {
  return (
    <CreditActivity agentId={agentId} title="Recent Activity" limit={RECENT_TRANSACTIONS.profile} />
  );
}
