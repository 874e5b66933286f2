import { PLANS, type SubscriptionPlan } from '@porchlight/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LeadCountCheck } from './lead-count-check';

interface GetTodaysLeadsProps {
  agentId: string;
  plan: SubscriptionPlan;
  generating: boolean;
  onGenerate: () => void;
}

/** No leads yet today (docs/screens.md "Today tab"): take them, or check how many match first. */
export function GetTodaysLeads({ agentId, plan, generating, onGenerate }: GetTodaysLeadsProps) {
  return (
    <>
      <Card>
        <CardContent>
          <p className="text-muted-foreground">
            Up to {PLANS[plan].dailyLeads} fresh leads that match your criteria are ready for you,
            one card at a time, to save or pass.
          </p>
          <Button size="lg" disabled={generating} onClick={onGenerate}>
            {generating ? 'Getting Leads...' : "Get Today's Leads"}
          </Button>
        </CardContent>
      </Card>
      <LeadCountCheck agentId={agentId} />
    </>
  );
}
