import {
  RECENT_REFERRALS,
  REFERRAL_CREDITS,
  type Referral,
  referralStatusLabel,
} from '@porchlight/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatEasternDay } from '@/lib/format';

function ReferralRow({ referral }: { referral: Referral }) {
  const label = referralStatusLabel(referral.status);
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-all">{referral.referredEmail}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={referral.createdAt}>{formatEasternDay(referral.createdAt)}</time>
        </p>
      </div>
      <Badge
        variant={label === 'Joined' ? undefined : 'secondary'}
        className={cn(label === 'Joined' && 'border-transparent bg-save text-save-foreground')}
      >
        {label}
      </Badge>
    </li>
  );
}

/** The latest referrals, newest first: who, when, and Joined or Pending (account.md §4). */
export function ReferralList({ referrals }: { referrals: readonly Referral[] }) {
  if (referrals.length === 0) {
    return (
      <p className="text-muted-foreground">
        No referrals yet. Invite a friend: when they sign up, you each get {REFERRAL_CREDITS}{' '}
        credits.
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
