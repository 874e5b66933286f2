import { PLANS, type SubscriptionPlan } from '@porchlight/contracts';
import { PageTitle } from '@/components/layout/page-title';

export function TodayPanel({ plan }: { plan: SubscriptionPlan }) {
  return (
    <>
      <PageTitle title="Today's Leads" />
      <p className="text-muted-foreground">
        Each business day, up to {PLANS[plan].dailyLeads} fresh leads that match your criteria will
        appear here, one card at a time, for you to save or pass.
      </p>
    </>
  );
}
