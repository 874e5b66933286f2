import {
  RECENT_REFERRALS,
  REFERRAL_CREDIT_MOMENT,
  REFERRAL_CREDITS,
  type Referral,
  referralStatusLabel,
} from '@porchlight/contracts';
import { Badge } from '@/components/ui/badge';
import { DatedRow } from '@/components/ui/dated-row';
import { cn } from '@/lib/cn';

function ReferralRow({ referral }: { referral: Referral }) {
  const label = referralStatusLabel(referral.status);
  return (
    <DatedRow text={referral.referredEmail} at={referral.createdAt} textClassName="break-all">
      <Badge
        variant={label === 'Joined' ? undefined : 'secondary'}
        className={cn(label === 'Joined' && 'border-transparent bg-save text-save-foreground')}
      >
        {label}
      </Badge>
    </DatedRow>
  );
}

/**
 * The latest referrals, newest first: who, when, and Joined or Pending
 * (docs/screens.md "Referrals").
 */
export function ReferralList({ referrals }: { referrals: readonly Referral[] }) {
  if (referrals.length === 0) {
    return (
      <p className="text-muted-foreground">
        No referrals yet. Invite a friend: when they join, you each get {REFERRAL_CREDITS} credits{' '}
        {REFERRAL_CREDIT_MOMENT}.
      </p>
    );
  }
  return (
    <ul aria-label="Latest referrals" className="-my-3 divide-y">
      {referrals.slice(0, RECENT_REFERRALS).map((referral) => (
        <ReferralRow key={referral.id} referral={referral} />
      ))}
    </ul>
  );
}
