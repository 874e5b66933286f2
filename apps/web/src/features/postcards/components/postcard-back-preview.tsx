import { type Agent, cityLine, ownerLines } from '@porchlight/contracts';
import { useState } from 'react';
import type { PostcardLead } from '../postcard-texts';
import { HANDWRITING_FAMILY } from './handwriting-font';

/** A Mailer Settings photo; one that cannot load is left out rather than shown broken. */
function MailerPhoto({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt={alt}
      className="size-10 rounded-full border object-cover"
      onError={() => setFailed(true)}
    />
  );
}

interface PostcardBackPreviewProps {
  agent: Agent;
  lead: PostcardLead;
  message: string;
}

/**
 * The back as it is printed, live while the agent types: the message handwritten, and the return
 * address block from Mailer Settings (docs/screens.md "Profile tab") beside the owner's name.
 */
/** The return address as the card prints it: street, then "City, ST ZIP"; else the one line. */
function returnLines(agent: Agent): string | null {
  const parts = agent.returnAddressParts;
  if (!parts) return agent.returnAddress;
  return `${parts.street}\n${cityLine(parts.city, parts.state, parts.zip)}`;
}

export function PostcardBackPreview({ agent, lead, message }: PostcardBackPreviewProps) {
  const owner = ownerLines(lead).join(' & ') || 'Homeowner';
  return (
    <figure
      aria-label="Back of the postcard"
      className="grid min-h-56 grid-cols-[3fr_2fr] gap-3 rounded-xl border bg-white p-3 text-neutral-900 shadow-sm"
    >
      <p
        className="text-xl leading-snug break-words whitespace-pre-wrap"
        style={{ fontFamily: HANDWRITING_FAMILY }}
      >
        {message}
      </p>
      <div className="flex flex-col gap-2 border-l border-neutral-300 pl-3 text-xs">
        <div className="flex gap-1">
          <MailerPhoto src={agent.agentPhotoUrl} alt={agent.name} />
          <MailerPhoto src={agent.brokeragePhotoUrl} alt={agent.brokerageName ?? 'Brokerage'} />
        </div>
        <address className="not-italic">
          <span className="block font-semibold">{agent.name}</span>
          {agent.brokerageName && <span className="block">{agent.brokerageName}</span>}
          <span className="block whitespace-pre-line">
            {returnLines(agent) ?? 'No return address yet: add one in Mailer Settings.'}
          </span>
        </address>
        <p className="mt-auto font-semibold">To: {owner}</p>
      </div>
    </figure>
  );
}
