import { type Agent, PLANS } from '@porchlight/contracts';
import { useBillingMode } from '@/api/get-public-config';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastFailure } from '@/hooks/use-toast';
import { useCreatePortalSession, useUpgradeToPremium } from '../api/plan-changes';

const BILLING_OFF_NOTE_ID = 'billing-off-note';
const BILLING_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function contactSupport(what: string) {
  toast({
    title: 'Contact Support',
    description: `To ${what} your account, please contact support from the Support page.`,
  });
}

/**
 * docs/screens.md "Subscription card": the subscription card's next bill, Upgrade to Premium (Pro
 * only: no downgrade here), Manage Billing (Stripe's portal), and Pause or Cancel Account, which
 * only tell the agent to contact support. With billing off, the buttons say why they do nothing.
 */
export function SubscriptionCard({
  agent,
  goTo = (url) => window.location.assign(url),
}: {
  agent: Agent;
  /** Leaves for Stripe's portal (tests watch where it would go). */
  goTo?: (url: string) => void;
}) {
  const billing = useBillingMode();
  const upgrade = useUpgradeToPremium(agent.id);
  const portal = useCreatePortalSession(agent.id);
  const billingOff = billing?.enabled === false;
  const note = billingOff ? BILLING_OFF_NOTE_ID : undefined;

  function upgradeNow() {
    upgrade.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Upgraded to Premium',
          description: `You now get ${PLANS.premium.dailyLeads} leads a day.`,
        }),
      onError: (error) => toastFailure('Error', error, 'Failed to upgrade subscription'),
    });
  }

  function manageBilling() {
    portal.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => toastFailure('Error', error, 'Failed to open subscription management'),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {agent.nextBillingAt && (
          <p>
            Next billing date:{' '}
            <span className="font-medium">
              {BILLING_DATE.format(new Date(agent.nextBillingAt))}
            </span>
          </p>
        )}
        {agent.subscriptionPlan === 'pro' && (
          <Button
            type="button"
            size="lg"
            onClick={upgradeNow}
            disabled={billingOff || upgrade.isPending}
            aria-describedby={note}
          >
            {upgrade.isPending ? 'Upgrading...' : 'Upgrade to Premium'}
          </Button>
        )}
        <Button
          type="button"
          size="lg"
          variant="outline"
          onClick={manageBilling}
          disabled={billingOff || portal.isPending}
          aria-describedby={note}
        >
          {portal.isPending ? 'Opening...' : 'Manage Billing'}
        </Button>
        {billingOff && (
          <p id={BILLING_OFF_NOTE_ID} className="rounded-lg bg-muted p-3 text-sm">
            Billing is not configured on this server: there is no card or plan to manage here.
          </p>
        )}
        <div className="grid grid-cols-2 gap-2">
          <Button
            type="button"
            variant="ghost"
            className="w-full px-2"
            onClick={() => contactSupport('pause')}
          >
            Pause Account
          </Button>
          <Button
            type="button"
            variant="ghost"
            className="w-full px-2"
            onClick={() => contactSupport('cancel')}
          >
            Cancel Account
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
