// What an earned badge says (docs/screens.md "Streak card"): 5 s on screen; the words are ours.
import { BADGE_TOAST_MS, type Badge } from '@porchlight/contracts';

interface BadgeToast {
  title: string;
  description: string;
  duration: number;
}

/** "Week Warrior", "Week Warrior and Monthly Master", "A, B and C". */
function namesText(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * One toast for everything earned at once: only one toast shows at a time
 * (docs/screens.md "Every page"), so separate toasts would replace each other before they could be
 * read.
 */
export function earnedBadgesToast(badges: readonly Badge[]): BadgeToast | null {
  if (badges.length === 0) return null;
  const credits = badges.reduce((sum, badge) => sum + badge.credits, 0);
  const names = namesText(badges.map((badge) => badge.name));
  return {
    title: badges.length === 1 ? `Badge Earned: ${names}` : `Badges Earned: ${names}`,
    description: `+${credits.toLocaleString('en-US')} credits added to your wallet`,
    duration: BADGE_TOAST_MS,
  };
}
