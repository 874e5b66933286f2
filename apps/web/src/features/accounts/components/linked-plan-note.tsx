import { PLANS, type SubscriptionPlan } from '@porchlight/contracts';
import { formatWeeklyPrice } from '@/lib/format';

/** The plan chosen on the landing page's pricing, said from step 1 so the agent knows it held. */
export function LinkedPlanNote({ plan }: { plan: SubscriptionPlan }) {
  const { name, weeklyPriceCents } = PLANS[plan];
  return (
    <p className="rounded-lg bg-secondary px-3 py-2 text-sm font-medium">
      Plan: {name}, {formatWeeklyPrice(weeklyPriceCents)}. You can change it in step 3.
    </p>
  );
}
