import { type Agent, PLANS } from '@porchlight/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCredits } from '@/api/get-credits';
import { useStreak } from '@/api/get-streak';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { serverNow } from '@/lib/server-clock';
import { weekProgressText, weeksText } from '@/lib/streak-display';

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
 * docs/screens.md "Profile tab": an active subscription reads as such, anything else as Starter
 * Trial; while the trial runs it also says how long it has left (docs/billing.md).
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

/** A value read from the server: "…" while loading, "Unavailable" when it could not be read. */
function answerText<T>({ data, isError }: UseQueryResult<T>, text: (data: T) => string): string {
  if (data) return text(data);
  return isError ? 'Unavailable' : '…';
}

/**
 * The profile's Account Overview: who, which plan, its lead credits, the week streak and this
 * week's progress (docs/screens.md "Profile tab"), and the subscription.
 */
export function AccountOverview({ agent }: { agent: Agent }) {
  const credits = useCredits(agent.id);
  const streak = useStreak(agent.id);
  const rows = [
    { term: 'Name', value: agent.name },
    { term: 'Email', value: agent.email },
    { term: 'Lead Credits', value: answerText(credits, (c) => c.credits.toLocaleString('en-US')) },
    { term: 'Plan', value: planName(agent) },
    { term: 'Week Streak', value: answerText(streak, (s) => weeksText(s.currentStreak)) },
    { term: 'Subscription', value: subscriptionText(agent, serverNow()) },
    { term: 'Streak Progress', value: answerText(streak, weekProgressText) },
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
