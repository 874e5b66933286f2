import { LEAD_DAYS_PER_WEEK, PLANS, SUBSCRIPTION_PLANS, TRIAL_DAYS } from '@porchlight/contracts';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { formatWeeklyPrice } from '@/lib/format';
import { CARD, LandingSection } from './landing-section';

/**
 * One card per plan, from PLANS: the prices and quotas are written nowhere else. Each card's
 * Start Free Trial opens registration with its plan chosen (`/register?plan=premium`).
 */
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
              {/* Lead days are any 5 of the week, weekends included, as the FAQ says. */}
              <p>{`${dailyLeads} fresh leads per day, ${LEAD_DAYS_PER_WEEK} days per week (${weeklyLeadsLabel})`}</p>
              <Button asChild variant="outline">
                {/* The wizard arrives with this plan chosen; the link names it for a screen reader. */}
                <Link href={`/register?plan=${plan}`}>
                  Start Free Trial<span className="sr-only"> with {name}</span>
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
