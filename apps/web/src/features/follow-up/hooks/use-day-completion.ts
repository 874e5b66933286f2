import type { ActivityDashboardItem } from '@porchlight/contracts';
import { toastFailure } from '@/hooks/use-toast';
import { useCompleteDay } from '../api/complete-day';
import { FAILURES, toastDayComplete } from '../follow-up-toasts';

/** Skip Day: completes a day with nothing recordable (a custom send completes through record). */
export function useDayCompletion(agentId: string, item: ActivityDashboardItem) {
  const { dayNumber } = item;
  return useCompleteDay({
    agentId,
    leadId: item.lead.id,
    activityId: item.activity.id,
    mutationConfig: {
      onSuccess: ({ dayCompleted }) => {
        if (dayCompleted) toastDayComplete(dayNumber);
      },
      onError: (error) =>
        toastFailure(FAILURES.completeDay.title, error, FAILURES.completeDay.text),
    },
  });
}
