// What a script's placeholders become when a message is sent (docs/follow-up.md "Scripts").
// No zod: the follow-up cards and the scripts editor's preview import this module.
import { firstNameOf } from './greeting-name';
import { ownerFirstName } from './lead-display';
import type { Lead } from './leads';

/** Every placeholder a script may use, as the scripts editor explains them. */
export const SCRIPT_PLACEHOLDERS = [
  { token: '{firstname}', meaning: 'the owner’s first name' },
  { token: '{streetaddress}', meaning: 'the address' },
  { token: '{agentname}', meaning: 'your name' },
  { token: '{agentphone}', meaning: 'your phone' },
] as const;

/** The agent a message is signed by: their profile's name and phone (a phone may be unset). */
export interface ScriptSender {
  name: string;
  phone: string | null;
}

/**
 * {agentname} and {agentphone} filled from the agent's profile. Without a phone the placeholder
 * says nothing, and the blank line it leaves at a signature's end goes with it.
 */
export function fillSender(text: string, sender: ScriptSender): string {
  const phone = sender.phone?.trim() ?? '';
  const filled = text
    .replace(/\{agentname\}/gi, sender.name.trim())
    .replace(/\{agentphone\}/gi, phone);
  return phone ? filled : filled.trimEnd();
}

/**
 * {firstname} is the first name of the person the message goes to (docs/follow-up.md
 * "Greetings"): the contact's own name when it is a person's, else the owner's. With no name, a
 * greeting says "there" ("Hi there,") and any other sentence "the owner" ("is this for the
 * owner?"), so the grammar holds. {streetaddress} is the lead's address.
 */
export function fillPlaceholders(
  text: string,
  lead: Pick<Lead, 'owner1' | 'owner2' | 'ownerFullName' | 'ownerName' | 'address'>,
  recipientName: string | null = null,
): string {
  const firstName = firstNameOf(recipientName) ?? ownerFirstName(lead);
  const named = firstName
    ? text.replace(/\{firstname\}/gi, firstName)
    : text
        .replace(/\b(hi|hello|hey|dear)(\s+)\{firstname\}/gi, '$1$2there')
        .replace(/\{firstname\}/gi, 'the owner');
  return named.replace(/\{streetaddress\}/gi, lead.address);
}
