import type { ActivityContact, ActivityDashboardItem } from '@porchlight/contracts';
import { Mail, MessageSquare, Moon, Phone, WifiOff } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCanReachServer } from '@/hooks/use-can-reach-server';
import { isOpen, isRecordable, recipientDisplay, sendBlock } from '../contact-rules';
import { isIosDevice } from '../device';
import { useContactActions } from '../hooks/use-contact-actions';
import { type DayScript, sendLink } from '../send-link';
import { AskedToStopButton } from './asked-to-stop-button';
import { DoNotContactMark, OutcomeMark } from './contact-marks';

export interface ContactRowProps {
  agentId: string;
  item: ActivityDashboardItem;
  contact: ActivityContact;
  script: DayScript;
  /** When texting opens in the owner's zone, while it is closed. */
  textsOpenAt: string | null;
  /** The day is being completed (Skip Day on its way). */
  completingDay: boolean;
}

/**
 * One contact of the day: who, any do-not-contact mark, and Send, Pass and Asked to Stop while
 * it is pending; its outcome once sent or passed. Pass records the contact, so only a recordable
 * one has it: a custom contact is only ever sent, and a do-not-contact one is never recorded.
 */
export function ContactRow({
  agentId,
  item,
  contact,
  script,
  textsOpenAt,
  completingDay,
}: ContactRowProps) {
  const actions = useContactActions({ agentId, item, contact });
  const markId = useId();
  const quietHoursId = useId();
  const recipient = recipientDisplay(contact);
  const isEmail = contact.recipientType === 'email';
  const online = useCanReachServer();
  const block = sendBlock(contact, {
    textsOpenAt,
    offline: !online,
    busy: actions.busy || (contact.custom && completingDay),
  });
  const reasonId =
    block?.reason === 'quietHours' || block?.reason === 'offline'
      ? quietHoursId
      : block?.reason === 'dnc' || block?.reason === 'optedOut'
        ? markId
        : undefined;
  const ContactIcon = isEmail ? Mail : Phone;
  const SendIcon = isEmail ? Mail : MessageSquare;
  const channel = isEmail ? 'email' : 'text';

  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex items-start gap-3">
        <ContactIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold break-all">{recipient}</p>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {contact.recipientName && <span>{contact.recipientName}</span>}
            {contact.custom && <Badge variant="secondary">Custom</Badge>}
            <DoNotContactMark contact={contact} id={markId} />
          </div>
        </div>
        <OutcomeMark status={contact.status} />
      </div>
      {isOpen(contact) && (
        <div className="flex flex-wrap gap-2">
          <Button
            className="px-4"
            aria-label={`${actions.sending ? 'Sending' : 'Send'} ${channel} to ${recipient}`}
            aria-describedby={reasonId}
            disabled={block !== null}
            onClick={() => actions.send(sendLink(contact, script, item.lead, isIosDevice()))}
          >
            <SendIcon aria-hidden="true" />
            {actions.sending ? 'Sending...' : 'Send'}
          </Button>
          {isRecordable(contact) && (
            <Button
              variant="outline"
              className="px-4"
              aria-label={`${actions.passing ? 'Passing' : 'Pass'} ${recipient}`}
              disabled={actions.busy}
              onClick={actions.pass}
            >
              {actions.passing ? 'Passing...' : 'Pass'}
            </Button>
          )}
          {(block?.reason === 'quietHours' || block?.reason === 'offline') && (
            // Beside the disabled Send: quiet hours in the server's own words
            // (docs/compliance.md "Quiet hours"), or why a text waits for a connection
            // (docs/offline.md "Compliance offline").
            <p
              id={quietHoursId}
              className="flex basis-full items-center gap-2 text-sm font-semibold text-muted-foreground"
            >
              {block.reason === 'offline' ? (
                <WifiOff aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <Moon aria-hidden="true" className="size-4 shrink-0" />
              )}
              {block.text}
            </p>
          )}
          {!contact.custom && !contact.optedOut && (
            <AskedToStopButton
              recipient={recipient}
              disabled={actions.busy}
              onConfirm={actions.optOut}
            />
          )}
        </div>
      )}
    </li>
  );
}
