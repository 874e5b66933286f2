import { PLANS, SUBSCRIPTION_PLANS, TRIAL_DAYS } from '@porchlight/contracts';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { formatWeeklyPrice } from '@/lib/format';
import { CARD, LandingSection } from './landing-section';

/** One card per plan, from PLANS: the prices and quotas are written nowhere else. */
export function LandingPricing() {
  return (
    <LandingSection title="Pricing" intro={`${TRIAL_DAYS} days free, then billed weekly.`}>
      <ul className="flex flex-col gap-4">
        {SUBSCRIPTION_PLANS.map((plan) => {
          const { name, dailyLeads, weeklyPriceCents, weeklyLeadsLabel } = PLANS[plan];
          return (
            <li key={plan} className={`${CARD} flex flex-col gap-2 bg-card`}>
              <h3 className="text-lg font-bold">{name}</h3>
              <p className="text-2xl font-bold">{formatWeeklyPrice(weeklyPriceCents)}</p>
              <p>
                {dailyLeads} fresh leads each business day ({weeklyLeadsLabel} a week)
              </p>
              <Button asChild variant="outline">
                <Link href="/register">Start Free Trial</Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
