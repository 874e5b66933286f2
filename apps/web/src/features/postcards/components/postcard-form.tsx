import {
  type Agent,
  POSTCARD_MESSAGE_MAX,
  POSTCARD_MESSAGES,
  RETURN_ADDRESS_MESSAGES,
} from '@porchlight/contracts';
import { Info, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { usePostcardMailing } from '@/api/get-public-config';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { apiErrorMessage, fieldMessages } from '@/lib/api-error';
import { GOOGLE_MAPS_KEY } from '@/lib/maps-key';
import { useSendPostcard } from '../api/send-postcard';
import {
  defaultFrontUrl,
  defaultPostcardMessage,
  ownFrontPath,
  type PostcardLead,
  postcardCreatedToast,
  postcardModeText,
} from '../postcard-texts';
import { PostcardBackPreview } from './postcard-back-preview';
import { PostcardImage } from './postcard-image';

const WEB_IMAGE = /^https?:\/\/\S+$/i;

interface PostcardFormProps {
  agent: Agent;
  lead: PostcardLead;
  onSent: () => void;
}

/**
 * The postcard dialog's form (docs/screens.md "Postcard dialog"): the front, the message and the
 * back as it will print. Send reads as disabled while either is empty (aria-disabled, so that
 * pressing it anyway, from the keyboard too, says what is missing) and is disabled while sending.
 */
export function PostcardForm({ agent, lead, onSent }: PostcardFormProps) {
  const ownFront = ownFrontPath(lead.id);
  const [message, setMessage] = useState(() => defaultPostcardMessage(lead, agent.phone));
  const [front, setFront] = useState(() => defaultFrontUrl(lead, GOOGLE_MAPS_KEY));
  const mailing = usePostcardMailing();
  const send = useSendPostcard({
    agentId: agent.id,
    mutationConfig: {
      onSuccess: () => {
        onSent();
        const done = postcardCreatedToast(mailing ?? false);
        toast({ title: done.title, description: done.text });
      },
      // A refused front (its scheme, its bytes) is said in the field's own sentence, never as
      // the server's "frontImageUrl: …" (docs/postcards.md "Sending").
      onError: (error) =>
        toast({
          title: POSTCARD_MESSAGES.sendFailed.title,
          description:
            fieldMessages(error).frontImageUrl ??
            apiErrorMessage(error, POSTCARD_MESSAGES.sendFailed.text),
          variant: 'destructive',
        }),
    },
  });
  const missing = !message.trim()
    ? POSTCARD_MESSAGES.messageRequired
    : !front.trim()
      ? POSTCARD_MESSAGES.imageRequired
      : null;
  const frontShown =
    front.trim() === ownFront || WEB_IMAGE.test(front.trim()) ? front.trim() : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (missing) {
      toast({ title: missing.title, description: missing.text, variant: 'destructive' });
      return;
    }
    dismissToasts();
    send.mutate({ leadId: lead.id, message: message.trim(), frontImageUrl: front.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <section aria-label="Front of the postcard" className="flex flex-col gap-3">
        <PostcardImage
          src={frontShown}
          alt={`Front of the postcard for ${lead.address}`}
          unavailable={
            front.trim()
              ? 'This image cannot be shown here.'
              : 'No front image: enter an image address.'
          }
        />
        <FormField
          label="Front image URL"
          hint="Porchlight draws the property's front; paste an http(s) image address to use your own."
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            value={front}
            onChange={(event) => setFront(event.target.value)}
          />
        </FormField>
        {front !== ownFront && (
          <Button type="button" variant="outline" onClick={() => setFront(ownFront)}>
            Use Porchlight's front
          </Button>
        )}
      </section>
      <FormField label="Message" hint={`${message.length} / ${POSTCARD_MESSAGE_MAX} characters`}>
        <Textarea
          rows={8}
          maxLength={POSTCARD_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <PostcardBackPreview agent={agent} lead={lead} message={message} />
      {mailing !== undefined && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {postcardModeText(mailing)}
        </p>
      )}
      {mailing && !agent.returnAddressParts && (
        <p className="flex items-start gap-2 text-sm font-medium text-destructive">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {RETURN_ADDRESS_MESSAGES.required}
        </p>
      )}
      <Button
        type="submit"
        disabled={send.isPending}
        aria-disabled={missing ? true : undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        {send.isPending ? 'Sending...' : 'Send Postcard'}
      </Button>
    </form>
  );
}
