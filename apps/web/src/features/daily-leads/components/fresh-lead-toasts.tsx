import {
  FRESH_LEAD_ERRORS,
  type FreshLeadsResponse,
  LEAD_DAYS_PER_WEEK,
} from '@porchlight/contracts';
import type { ActiveTab } from '@/components/layout/tabs';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorDetails } from '@/lib/api-error';

/** docs/screens.md "Numbers": the partial-delivery toast lasts 8 seconds. */
export const PARTIAL_TOAST_MS = 8000;
const DEFAULT_DUPLICATE_COUNT = 5;

interface FreshToastTargets {
  onViewChange: (view: ActiveTab) => void;
  /** Asks for fresh leads again (the duplicates toast's Get More Leads). */
  onGetMore: () => void;
}

function action(label: string, onClick: () => void, destructive = false) {
  return (
    <ToastAction
      altText={label}
      onClick={onClick}
      className={destructive ? 'border-destructive bg-destructive text-destructive-foreground' : ''}
    >
      {label}
    </ToastAction>
  );
}

/**
 * Get Today's Leads with no connection (docs/offline.md "Today's leads"): said at once, and no
 * request waits to deliver a batch later without a tap.
 */
export function toastOffline() {
  toast({ title: "You're Offline", description: "Today's leads come when you're back." });
}

/** The refusals of Get Today's Leads (docs/screens.md "Today tab"), by error code. */
export function toastFreshError(error: unknown, { onViewChange, onGetMore }: FreshToastTargets) {
  const answer = error instanceof ApiError ? error : undefined;
  const { code, message = '' } = answer ?? {};
  const toCriteria = () => onViewChange('criteria');
  const toProfile = () => onViewChange('profile');
  switch (code) {
    case FRESH_LEAD_ERRORS.CRITERIA_NOT_SET:
      return toast({
        title: 'Set Your Preferences',
        description: 'Tell us where and what you are looking for, and your leads will follow.',
        action: action('Set Criteria', toCriteria),
      });
    case FRESH_LEAD_ERRORS.DAILY_LIMIT_REACHED:
      return errorDetails(error, code)?.limit === 'weekly'
        ? toast({
            title: 'Week Complete!',
            description: `You have used all ${LEAD_DAYS_PER_WEEK} lead days this week. Fresh leads return next week.`,
          })
        : toast({
            title: "Today's Leads Complete",
            description: 'You have all of today’s leads. Come back tomorrow for more.',
          });
    case FRESH_LEAD_ERRORS.SUBSCRIPTION_REQUIRED: {
      const { subscriptionStatus } = errorDetails(error, code) ?? {};
      if (subscriptionStatus === 'paused') {
        return toast({
          title: 'Payment Method Needs Attention',
          description: 'Update your payment method to keep your leads coming.',
          action: action('Update Payment', toProfile),
        });
      }
      if (subscriptionStatus === 'canceled') {
        return toast({
          title: 'Ready to Continue?',
          description: 'Reactivate your subscription to get fresh leads again.',
          action: action('Reactivate', toProfile),
        });
      }
      return toast({
        title: "Let's Get You Started",
        description: 'Start your subscription to receive fresh leads every day.',
        action: action('Get Started', toProfile),
      });
    }
    case FRESH_LEAD_ERRORS.ALL_LEADS_ARE_DUPLICATES: {
      const { count = DEFAULT_DUPLICATE_COUNT, canGetMore = false } =
        errorDetails(error, code) ?? {};
      return toast({
        title: `All ${count} Leads Were Duplicates`,
        description: canGetMore
          ? 'You already had every one of them. More new leads are available.'
          : 'You already had every one of them. Widen your criteria to find new ones.',
        action: canGetMore
          ? action('Get More Leads', onGetMore)
          : action('Update Criteria', toCriteria, true),
      });
    }
    case FRESH_LEAD_ERRORS.SEARCH_CRITERIA_EXHAUSTED:
      return toast({
        title: "Let's Find More Leads!",
        description:
          'You have seen every lead that matches your criteria. Widen them to find more.',
        action: action('Update Criteria', toCriteria),
      });
    default:
      return toast({
        title: 'Something Went Wrong',
        // A lead-source outage (502 LEAD_SOURCE_UNAVAILABLE) says to try later, not to blame criteria.
        description:
          code === 'LEAD_SOURCE_UNAVAILABLE'
            ? message
            : 'We could not get your leads. Check your criteria and try again.',
        variant: 'destructive',
        action: action('Check Criteria', toCriteria),
      });
  }
}

export function quotaOf(partial: FreshLeadsResponse): number {
  return partial.totalDelivered + partial.remainingNeeded;
}

/** The 8-second note that only part of today's leads arrived; the banner stays. */
export function toastPartialDelivery(partial: FreshLeadsResponse) {
  toast({
    title: 'Some of Your Leads Are Here',
    description: `You have ${partial.totalDelivered} of ${quotaOf(partial)} leads for today.`,
    duration: PARTIAL_TOAST_MS,
  });
}
