import type { CanGenerate } from '@porchlight/contracts';
import { Undo2 } from 'lucide-react';
import { MessageCard } from '@/components/layout/message-card';
import type { ActiveTab } from '@/components/layout/tabs';
import { Button } from '@/components/ui/button';
import { formatNextAvailable } from '../format-next-available';

interface EmptyStateProps {
  canGenerate: CanGenerate;
  onViewChange: (view: ActiveTab) => void;
}

interface Variant {
  title: string;
  text: string;
  button?: { label: string; view: ActiveTab };
}

function variantOf({ reason, nextAvailable }: CanGenerate): Variant {
  const day = formatNextAvailable(nextAvailable);
  switch (reason) {
    case 'paused':
      return {
        title: 'Payment Failed',
        text: 'Your last payment did not go through. Update your payment method to get leads again.',
        button: { label: 'Update Payment Method', view: 'profile' },
      };
    case 'canceled':
      return {
        title: 'Subscription Canceled',
        text: 'Your subscription has ended. Renew it to get fresh leads again.',
        button: { label: 'Renew Subscription', view: 'profile' },
      };
    case 'payment_failed':
    case 'inactive':
      return {
        title: 'Payment Issue',
        text: 'There is a problem with your subscription. Check your billing in your profile.',
        button: { label: 'Go to Profile', view: 'profile' },
      };
    case 'weekly_limit':
      return {
        title: 'Weekly Limit Reached',
        text: day
          ? `You have used all 5 lead days this week. Your next leads are available ${day}.`
          : 'You have used all 5 lead days this week. Your next leads are available next week.',
        button: { label: 'Go to Saved Leads', view: 'saved' },
      };
    case 'criteria_not_set':
      return {
        title: 'Set Your Criteria',
        text: 'Tell us where and what to look for, and your daily leads will start arriving.',
        button: { label: 'Set Criteria', view: 'criteria' },
      };
    default:
      return {
        title: 'Daily Limit Reached',
        text: day
          ? `You have all of today's leads. New leads arrive ${day} at midnight Eastern Time.`
          : "You have all of today's leads. New leads arrive at midnight Eastern Time.",
      };
  }
}

/** No card to show and no leads to take (docs/screens.md "Today tab", by can-generate reason). */
export function TodayEmptyState({ canGenerate, onViewChange }: EmptyStateProps) {
  const { title, text, button } = variantOf(canGenerate);
  return (
    <MessageCard title={title} text={text}>
      {button && <Button onClick={() => onViewChange(button.view)}>{button.label}</Button>}
    </MessageCard>
  );
}

interface CongratulationsProps {
  canGetMore: boolean;
  generating: boolean;
  onViewSaved: () => void;
  onGetMore: () => void;
  /** Takes back the last swipe, the last card's included: it comes back on screen. */
  onUndo: () => void;
  undoing: boolean;
}

/** After the last card of the batch (docs/today.md "Lead card"), with Undo as under every card. */
export function Congratulations({
  canGetMore,
  generating,
  onViewSaved,
  onGetMore,
  onUndo,
  undoing,
}: CongratulationsProps) {
  return (
    <MessageCard title="Congratulations" text="You have gone through all of today's leads.">
      <Button onClick={onViewSaved}>View Saved Leads</Button>
      {canGetMore && (
        <Button variant="outline" disabled={generating} onClick={onGetMore}>
          {generating ? 'Getting Leads...' : 'Get More Leads'}
        </Button>
      )}
      <Button variant="ghost" disabled={undoing} onClick={onUndo}>
        <Undo2 aria-hidden="true" />
        Undo
      </Button>
    </MessageCard>
  );
}
