import { type Agent, PLANS } from '@porchlight/contracts';
import { useCredits } from '@/api/get-credits';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Pro Plan", "Premium Plan": the plan by its own name, whatever the subscription's state. */
export function planName(agent: Pick<Agent, 'subscriptionPlan'>): string {
  return `${PLANS[agent.subscriptionPlan].name} Plan`;
}

/** What is left of the trial: "5 days left", or "Last day" in its final 24 hours. */
export function trialLeftText(trialEndsAt: string, now: Date): string {
  const days = Math.ceil((Date.parse(trialEndsAt) - now.getTime()) / DAY_MS);
  return days > 1 ? `${days} days left` : 'Last day';
}

/**
 * account.md §4: an active subscription reads as such, anything else as Starter Trial; while
 * the trial runs it also says how long it has left (DOMAIN.md "Plans, subscription and quotas").
 */
export function subscriptionText(
  agent: Pick<Agent, 'subscriptionStatus' | 'trialEndsAt'>,
  now: Date,
): string {
  if (agent.subscriptionStatus === 'active') return 'Active';
  if (agent.subscriptionStatus === 'trialing' && agent.trialEndsAt) {
    return `Starter Trial · ${trialLeftText(agent.trialEndsAt, now)}`;
  }
  return 'Starter Trial';
}

/** "25", "…" while loading, "Unavailable" when the balance could not be read. */
function creditsText({ data, isError }: ReturnType<typeof useCredits>): string {
  if (data) return data.credits.toLocaleString('en-US');
  return isError ? 'Unavailable' : '…';
}

/** The profile's Account Overview: who, which plan, its lead credits and the subscription. */
export function AccountOverview({ agent }: { agent: Agent }) {
  const credits = useCredits(agent.id);
  const rows = [
    { term: 'Name', value: agent.name },
    { term: 'Email', value: agent.email },
    { term: 'Lead Credits', value: creditsText(credits) },
    { term: 'Plan', value: planName(agent) },
    { term: 'Subscription', value: subscriptionText(agent, new Date()) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {rows.map(({ term, value }) => (
            <div key={term}>
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
