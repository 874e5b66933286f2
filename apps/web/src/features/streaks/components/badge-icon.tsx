import type { BadgeIcon as BadgeIconName } from '@porchlight/contracts';
import { Crown, type LucideIcon, Medal, Star, Trophy } from 'lucide-react';

const ICONS = { Trophy, Medal, Crown, Star } satisfies Record<BadgeIconName, LucideIcon>;

/** A badge's picture (Trophy, Medal, Crown or Star); words go beside it. */
export function BadgeIcon({ icon, className }: { icon: BadgeIconName; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden className={className} />;
}
