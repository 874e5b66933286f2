import { LEAD_DAYS_PER_WEEK, PLANS, type SubscriptionPlan } from '@porchlight/contracts';
import { formatWeeklyPrice } from '@/lib/format';

interface PlanOptionProps {
  plan: SubscriptionPlan;
  checked: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

/**
 * One plan as a radio card: name, weekly price and weekly leads
 * (docs/screens.md "Registration wizard").
 */
export function PlanOption({ plan, checked, onChoose }: PlanOptionProps) {
  const { name, weeklyPriceCents, weeklyLeadsLabel, dailyLeads } = PLANS[plan];
  return (
    <label className="flex cursor-pointer items-center gap-4 rounded-xl border-2 border-border bg-card p-4 has-checked:border-primary has-checked:bg-secondary has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring">
      <input
        type="radio"
        name="subscriptionPlan"
        value={plan}
        checked={checked}
        onChange={() => onChoose(plan)}
        className="size-5 shrink-0 accent-primary"
      />
      <span className="flex flex-1 flex-col">
        <span className="text-lg font-bold">{name}</span>
        <span className="text-sm text-muted-foreground">
          {`${dailyLeads} fresh leads per day, ${LEAD_DAYS_PER_WEEK} days per week`}
        </span>
      </span>
      <span className="flex flex-col items-end">
        <span className="font-bold">{formatWeeklyPrice(weeklyPriceCents)}</span>
        <span className="text-sm">{weeklyLeadsLabel}</span>
      </span>
    </label>
  );
}
