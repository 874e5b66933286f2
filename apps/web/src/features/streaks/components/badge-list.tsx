import type { Badge, EarnedBadge } from '@porchlight/contracts';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatEasternDay } from '@/lib/format';
import { BadgeIcon } from './badge-icon';

interface BadgeListProps {
  badges: readonly Badge[];
  earned: readonly EarnedBadge[];
}

/** "2-week streak · +25 credits": what a badge asks and what it pays. */
function rewardText(badge: Badge): string {
  return `${badge.requiredStreak}-week streak · +${badge.credits} credits`;
}

function BadgeRow({ badge, earnedAt }: { badge: Badge; earnedAt?: string }) {
  return (
    <li className="flex items-center gap-3">
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full',
          !earnedAt && 'bg-muted text-muted-foreground',
        )}
        style={earnedAt ? { backgroundColor: badge.color, color: '#ffffff' } : undefined}
      >
        <BadgeIcon icon={badge.icon} className="size-6" />
      </span>
      <div className="min-w-0">
        <p className={cn('font-semibold', !earnedAt && 'text-muted-foreground')}>{badge.name}</p>
        <p className="text-sm text-muted-foreground">
          {earnedAt ? (
            <>
              Earned <time dateTime={earnedAt}>{formatEasternDay(earnedAt)}</time> · +
              {badge.credits} credits
            </>
          ) : (
            <>
              <span className="sr-only">Not earned yet: </span>
              {rewardText(badge)}
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/** The four badges in the order they are earned: the agent's in colour, the rest dimmed. */
export function BadgeList({ badges, earned }: BadgeListProps) {
  const earnedAt = new Map(earned.map((badge) => [badge.badgeId, badge.earnedAt]));
  const inOrder = [...badges].sort((a, b) => a.requiredStreak - b.requiredStreak);
  const headingId = useId();
  return (
    <div className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        Badges
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {inOrder.map((badge) => (
          <BadgeRow key={badge.id} badge={badge} earnedAt={earnedAt.get(badge.id)} />
        ))}
      </ul>
    </div>
  );
}
