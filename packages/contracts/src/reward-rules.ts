// No zod in this module: the profile, the wallet page and the landing page read these constants.
// The schemas built from them live in referrals.ts and streaks.ts.

/**
 * Credits each side earns for a referred friend: one figure, shown everywhere
 * (docs/rewards.md "Referral credits").
 */
export const REFERRAL_CREDITS = 25;

/**
 * When those credits arrive, as the referral cards say it: not at signup (throwaway signups would
 * farm them) but once the friend is confirmed: with billing off, their email confirmed and a first
 * daily batch finished; where a card is taken, their first paid week (docs/rewards.md).
 */
export const REFERRAL_CREDIT_MOMENT =
  'once they are confirmed (their email and first batch of leads, or their first paid week)';

/** The same moment, told to the friend who registers through the link. */
export const REFERRAL_CREDIT_MOMENT_FOR_FRIEND =
  'once you are confirmed (your email and first batch of leads, or your first paid week)';

/** Referral statuses (docs/rewards.md "Referrals"); completed and credited both read as Joined. */
export const REFERRAL_STATUSES = ['pending', 'completed', 'credited'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export function referralStatusLabel(status: ReferralStatus): 'Pending' | 'Joined' {
  return status === 'pending' ? 'Pending' : 'Joined';
}

/** How many referrals the profile and the wallet list (docs/rewards.md "Referrals"). */
export const RECENT_REFERRALS = 5;

/** Streak days that make a streak week (docs/rewards.md "Streaks"). */
export const STREAK_DAYS_PER_WEEK = 5;

export const BADGE_ICONS = ['Trophy', 'Medal', 'Crown', 'Star'] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

/**
 * The four badges (docs/rewards.md "Badges"): the streak of weeks that earns each, and the
 * credits it pays once per agent.
 */
export const BADGES = [
  {
    id: 'week-warrior',
    name: 'Week Warrior',
    icon: 'Trophy',
    color: '#d97706',
    requiredStreak: 1,
    credits: 10,
  },
  {
    id: 'dedication-champion',
    name: 'Dedication Champion',
    icon: 'Medal',
    color: '#2563eb',
    requiredStreak: 2,
    credits: 25,
  },
  {
    id: 'monthly-master',
    name: 'Monthly Master',
    icon: 'Crown',
    color: '#7c3aed',
    requiredStreak: 4,
    credits: 50,
  },
  {
    id: 'commitment-legend',
    name: 'Commitment Legend',
    icon: 'Star',
    color: '#e11d48',
    requiredStreak: 8,
    credits: 100,
  },
] as const satisfies readonly {
  id: string;
  name: string;
  icon: BadgeIcon;
  color: string;
  requiredStreak: number;
  credits: number;
}[];
export type BadgeId = (typeof BADGES)[number]['id'];

/** How long a badge toast shows (docs/rewards.md "Badges"). */
export const BADGE_TOAST_MS = 5000;

/** The invite messages, shared by the forms and the server. */
export const REFERRAL_MESSAGES = {
  inviteEmailRequired: 'Please enter an email address',
  inviteEmailInvalid: 'Please enter a valid email address',
  walletEmailRequired: 'Email Required',
  invalidCode:
    'This referral link is not valid. You can still sign up; no referral credits will be given.',
} as const;
