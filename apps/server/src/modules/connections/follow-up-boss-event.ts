import { dncMarkText, type Lead } from '@porchlight/contracts';

/** The source and system Follow Up Boss files our leads under (its lead flow shows "Porchlight"). */
export const FOLLOW_UP_BOSS_SOURCE = 'Porchlight';

/**
 * A saved lead as a `POST /v1/events` body (docs.followupboss.com "Send in a lead"): a "Seller
 * Inquiry" from the source "Porchlight", the owner as the person (names, emails, phones) and the
 * property (address, value, beds, baths). Compliance travels with it (docs/connections.md "What
 * is sent"): each phone on a do-not-call list, and each contact whose owner asked this agent to
 * stop, is named in a tag ("DNC · Litigator 3055550123"), so nobody calls it from the CRM; an
 * email whose owner asked to stop is not sent at all.
 */
export function followUpBossEvent(lead: Lead) {
  const optedOut = new Set(lead.optedOutContacts);
  const phones = [
    ...lead.phoneNumbers.map((phone) => ({
      number: phone.number,
      dnc: phone.dnc || optedOut.has(phone.id),
      mark: optedOut.has(phone.id) ? dncMarkText('opt-out') : dncMarkText(phone.dncReason),
    })),
    ...(lead.customPhone
      ? [
          {
            number: lead.customPhone,
            dnc: optedOut.has('custom-phone'),
            mark: dncMarkText('opt-out'),
          },
        ]
      : []),
  ];
  const emails = [
    ...lead.emails.filter((email) => !optedOut.has(email.id)).map((email) => email.email),
    ...(lead.customEmail && !optedOut.has('custom-email') ? [lead.customEmail] : []),
  ];
  const owner = splitName(lead.ownerFullName ?? lead.owner1 ?? lead.ownerName);
  const dncTags = phones.filter((phone) => phone.dnc).map((p) => `${p.mark} ${digits(p.number)}`);
  return {
    source: FOLLOW_UP_BOSS_SOURCE,
    system: FOLLOW_UP_BOSS_SOURCE,
    type: 'Seller Inquiry',
    message: ownersLine(lead),
    person: {
      ...owner,
      emails: [...new Set(emails)].map((value) => ({ value })),
      phones: phones.map((phone) => ({ value: phone.number })),
      tags: [FOLLOW_UP_BOSS_SOURCE, ...lead.leadTypes, ...dncTags],
    },
    property: {
      street: lead.address,
      city: lead.city,
      state: lead.state,
      code: lead.zip,
      ...numberField('price', lead.estimatedValue ?? lead.propertyValue),
      ...numberField('bedrooms', lead.bedrooms ?? lead.beds),
      ...numberField('bathrooms', lead.bathrooms ?? lead.baths),
      ...numberField('area', lead.sqft ?? lead.totalArea),
    },
  };
}

function numberField(name: string, value: number | null) {
  return value === null ? {} : { [name]: value };
}

const digits = (number: string) => number.replace(/\D/g, '');

/** "Pat Q Owner" → first "Pat Q", last "Owner"; one word is a last name (often a company). */
function splitName(name: string | null): { firstName?: string; lastName?: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  if (words.length === 1) return { lastName: words[0] };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) };
}

function ownersLine(lead: Lead): string {
  const owners = [lead.owner1, lead.owner2].filter((name): name is string => Boolean(name));
  const who = owners.length > 0 ? `Owners: ${owners.join(' and ')}. ` : '';
  return `${who}Saved in Porchlight as ${lead.leadTypes.join(', ') || 'a lead'}.`;
}
