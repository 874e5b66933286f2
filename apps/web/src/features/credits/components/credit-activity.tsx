import type { CreditTransaction } from '@porchlight/contracts';
import { useId } from 'react';
import { useCreditTransactions } from '@/api/get-credits';
import { LoadError } from '@/components/layout/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DatedRow } from '@/components/ui/dated-row';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { isUnauthorized } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { signedAmount, spokenAmount } from '../transaction-display';

interface CreditActivityProps {
  agentId: string;
  title: string;
  /**
   * How many of the newest transactions to list (docs/screens.md "Numbers": 5 on the profile, 10
   * here).
   */
  limit: number;
}

function TransactionRow({ transaction }: { transaction: CreditTransaction }) {
  const earned = transaction.type === 'earned';
  return (
    <DatedRow text={transaction.description} at={transaction.createdAt} textClassName="break-words">
      <p className={cn('shrink-0 text-lg font-bold tabular-nums', earned && 'text-save')}>
        <span aria-hidden="true">{signedAmount(transaction)}</span>
        <span className="sr-only">{spokenAmount(transaction)}</span>
      </p>
    </DatedRow>
  );
}

/** The newest credit transactions: what each was, plus or minus how many credits, and when. */
export function CreditActivity({ agentId, title, limit }: CreditActivityProps) {
  const transactions = useCreditTransactions(agentId);
  const titleId = useId();
  if (transactions.isError && !isUnauthorized(transactions.error)) {
    return (
      <LoadError
        what="your credit activity"
        error={transactions.error}
        retrying={transactions.isFetching}
        onRetry={() => void transactions.refetch()}
      />
    );
  }
  const shown = transactions.data?.slice(0, limit);
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
        </CardHeader>
        <CardContent>
          {!shown ? (
            <SkeletonRows label="Loading your credit activity..." />
          ) : shown.length === 0 ? (
            <p className="text-muted-foreground">
              No credit activity yet. Credits you earn from streaks and referrals, and spend on
              leads, will be listed here.
            </p>
          ) : (
            <ul className="-my-3 divide-y">
              {shown.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
