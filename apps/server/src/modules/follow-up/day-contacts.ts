import {
  type ActivityContact,
  CUSTOM_EMAIL_ID,
  CUSTOM_PHONE_ID,
  type FollowUpChannel,
  type Lead,
} from '@porchlight/contracts';

export interface RecordedContact {
  contactId: string;
  status: 'sent' | 'passed';
  recordedAt: Date;
}

/**
 * The day's contacts (DOMAIN.md "Follow-up sequence"): the agent's own custom contact first (never
 * recorded), then the lead's emails on an email day or phones on a text day, passed ones already
 * gone. DNC phones and opted-out contacts are shown, flagged, and cannot be sent.
 */
export function dayContacts(
  lead: Lead,
  activityId: string,
  channel: FollowUpChannel,
  records: readonly RecordedContact[],
): ActivityContact[] {
  const byId = new Map(records.map((record) => [record.contactId, record]));
  const optedOut = new Set(lead.optedOutContacts);
  const base = { activityId, sentAt: null, passedAt: null };
  const custom: ActivityContact[] = [];
  const customValue = channel === 'email' ? lead.customEmail : lead.customPhone;
  if (customValue) {
    custom.push({
      ...base,
      id: channel === 'email' ? CUSTOM_EMAIL_ID : CUSTOM_PHONE_ID,
      recipientName: null,
      recipientValue: customValue,
      recipientType: channel === 'email' ? 'email' : 'phone',
      status: 'pending',
      dncStatus: false,
      optedOut: false,
      custom: true,
    });
  }
  const owners =
    channel === 'email'
      ? lead.emails.map((e) => ({ id: e.id, value: e.email, name: e.personName, dnc: false }))
      : lead.phoneNumbers.map((p) => ({
          id: p.id,
          value: p.number,
          name: p.personName,
          dnc: p.dnc,
        }));
  return [
    ...custom,
    ...owners.map((owner): ActivityContact => {
      const record = byId.get(owner.id);
      const at = record?.recordedAt.toISOString() ?? null;
      return {
        ...base,
        id: owner.id,
        recipientName: owner.name,
        recipientValue: owner.value,
        recipientType: channel === 'email' ? 'email' : 'phone',
        status: record?.status ?? 'pending',
        dncStatus: owner.dnc || optedOut.has(owner.id),
        optedOut: optedOut.has(owner.id),
        custom: false,
        sentAt: record?.status === 'sent' ? at : null,
        passedAt: record?.status === 'passed' ? at : null,
      };
    }),
  ];
}

/** Contacts still to send or pass today: not custom, not recorded, not DNC or opted out. */
export function pendingRecordable(contacts: readonly ActivityContact[]): ActivityContact[] {
  return contacts.filter((c) => !c.custom && c.status === 'pending' && !c.dncStatus);
}
