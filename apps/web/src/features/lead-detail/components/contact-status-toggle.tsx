import type { Lead } from '@porchlight/contracts';
import { Ban, type LucideIcon, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { failureText } from '../api/agent-id';
import { type ContactStatus, useUpdateContactStatus } from '../api/update-contact-status';

const KEPT_ON_PHONE_TEXT = "Kept on this phone: it is sent when you're back online.";

interface StatusButton {
  status: Exclude<ContactStatus, 'none'>;
  label: string;
  Icon: LucideIcon;
  /**
   * docs/screens.md "Look and feel": a contacted star is yellow, a blocked stop red; unpressed,
   * both are grey.
   */
  pressedClassName: string;
}

const STATUS_BUTTONS: readonly StatusButton[] = [
  {
    status: 'contacted',
    label: 'Contacted',
    Icon: Star,
    pressedClassName:
      'border-yellow-700 bg-yellow-100 text-yellow-950 hover:bg-yellow-200 [&_svg]:fill-yellow-400 [&_svg]:text-yellow-700',
  },
  {
    status: 'blocked',
    label: 'Blocked',
    Icon: Ban,
    // The icon takes the button's white too: the unpressed grey on red would be under 3:1.
    pressedClassName:
      'border-destructive bg-destructive text-destructive-foreground hover:bg-destructive/90 [&_svg]:text-destructive-foreground',
  },
];

/**
 * docs/screens.md "Property Details dialog": pressing contacted or blocked sets it; pressing the
 * current one resets it to none. The pressed state follows the press at once and falls back if the
 * update fails; both buttons wait while it is pending.
 */
export function ContactStatusToggle({
  agentId,
  lead,
}: {
  agentId: string;
  lead: Pick<Lead, 'id' | 'contactStatus'>;
}) {
  const update = useUpdateContactStatus({
    agentId,
    leadId: lead.id,
    mutationConfig: {
      onSuccess: (answer, status) =>
        toast({
          title: 'Status Updated',
          // A change kept on the phone (no answer yet) is done, and says when it is sent.
          description:
            answer === null
              ? `Lead marked as ${status}. ${KEPT_ON_PHONE_TEXT}`
              : `Lead marked as ${status}`,
        }),
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description: failureText(error, 'Could not update lead status. Please try again.', {
            serverMessage: false,
          }),
          variant: 'destructive',
        }),
    },
  });
  const sent = update.isPending || update.isSuccess ? update.variables : undefined;
  const current = sent ?? lead.contactStatus;

  return (
    // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form's fieldset.
    <div role="group" aria-label="Contact status" className="grid grid-cols-2 gap-2">
      {STATUS_BUTTONS.map(({ status, label, Icon, pressedClassName }) => {
        const pressed = current === status;
        return (
          <Button
            key={status}
            variant="outline"
            aria-pressed={pressed}
            disabled={update.isPending}
            className={cn('[&_svg]:text-muted-foreground', pressed && pressedClassName)}
            onClick={() => update.mutate(pressed ? 'none' : status)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </div>
  );
}
