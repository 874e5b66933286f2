import {
  type CanGenerate,
  type CanGenerateReason,
  LEAD_DAYS_PER_WEEK,
  nextEasternMidnight,
  nextEasternWeekStart,
  PLANS,
  type SubscriptionPlan,
} from '@porchlight/contracts';
import type { SubscriptionState } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clientSubscriptionStatus } from '../billing';

export interface QuotaState {
  plan: SubscriptionPlan;
  subscriptionState: SubscriptionState | null;
  hasCriteria: boolean;
  /** Fresh (daily) leads delivered on today's ET day. */
  deliveredToday: number;
  /** Distinct ET days of this week (Monday–Sunday) with a fresh lead, today included if so. */
  leadDaysThisWeek: string[];
  today: string;
  now: Date;
}

const SUBSCRIPTION_REASONS: Partial<Record<SubscriptionState, CanGenerateReason>> = {
  paused: 'paused',
  past_due: 'payment_failed',
  canceled: 'canceled',
  incomplete: 'inactive',
};

export function dailyQuota(plan: SubscriptionPlan): number {
  return PLANS[plan].dailyLeads;
}

/**
 * Whether fresh leads may be delivered now, and why not (docs/quotas.md "Can generate"): the
 * subscription first, then criteria, the daily quota, and the 5 lead days a week.
 */
export function canGenerate(state: QuotaState): CanGenerate {
  const subscriptionStatus = clientSubscriptionStatus(state.subscriptionState);
  const answer = (reason: CanGenerateReason, nextAvailable: Date | null = null): CanGenerate => ({
    canGenerate: reason === 'ok',
    reason,
    subscriptionStatus,
    nextAvailable: nextAvailable?.toISOString() ?? null,
  });
  const blocked = state.subscriptionState
    ? SUBSCRIPTION_REASONS[state.subscriptionState]
    : 'inactive';
  if (blocked) return answer(blocked);
  if (!state.hasCriteria) return answer('criteria_not_set');
  if (state.deliveredToday >= dailyQuota(state.plan)) {
    return answer('daily_limit', nextEasternMidnight(state.now));
  }
  const todayIsLeadDay = state.leadDaysThisWeek.includes(state.today);
  if (!todayIsLeadDay && state.leadDaysThisWeek.length >= LEAD_DAYS_PER_WEEK) {
    return answer('weekly_limit', nextEasternWeekStart(state.now));
  }
  return answer('ok');
}

/** The fresh-leads error for a refusal (docs/quotas.md "Refusals"). */
export function refusalError(decision: CanGenerate, plan: SubscriptionPlan): AppError {
  switch (decision.reason) {
    case 'criteria_not_set':
      return new AppError(
        'CRITERIA_NOT_SET',
        'Set your lead criteria before getting leads (CRITERIA_NOT_SET).',
      );
    case 'daily_limit':
      return new AppError(
        'DAILY_LIMIT_REACHED',
        `You've received all ${dailyQuota(plan)} of today's leads. New leads arrive after midnight Eastern Time.`,
        { limit: 'daily', nextAvailable: decision.nextAvailable },
      );
    case 'weekly_limit':
      return new AppError(
        'DAILY_LIMIT_REACHED',
        `Weekly limit reached: you've taken leads on all ${LEAD_DAYS_PER_WEEK} lead days this week. Leads return on Monday.`,
        { limit: 'weekly', nextAvailable: decision.nextAvailable },
      );
    default:
      return new AppError(
        'SUBSCRIPTION_REQUIRED',
        'An active subscription is needed to get fresh leads.',
        { subscriptionStatus: decision.subscriptionStatus },
      );
  }
}
