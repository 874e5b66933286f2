import {
  type ActivityContact,
  type ActivityType,
  CUSTOM_EMAIL_ID,
  CUSTOM_PHONE_ID,
  type Lead,
  type RecordActivityRequest,
} from '@porchlight/contracts';

/** A contact of the day that was sent or passed, as its row keeps it. */
export interface RecordedContact {
  contactId: string;
  status: RecordActivityRequest['status'];
  recordedAt: Date;
}

/**
 * The day's contacts (docs/follow-up.md "The six days"): the agent's own custom contact first
 * (never recorded), then the lead's emails on an email day or phones on a text day, passed ones
 * already gone. DNC phones and opted-out contacts are shown, flagged, and cannot be sent.
 */
export function dayContacts(
  lead: Pick<Lead, 'optedOutContacts' | 'customEmail' | 'customPhone' | 'emails' | 'phoneNumbers'>,
  activityId: string,
  channel: ActivityType,
  records: readonly RecordedContact[],
): ActivityContact[] {
  const byId = new Map(records.map((record) => [record.contactId, record]));
  const optedOut = new Set(lead.optedOutContacts);
  const base = { activityId, sentAt: null, passedAt: null };
  const custom: ActivityContact[] = [];
  const customValue = channel === 'email' ? lead.customEmail : lead.customPhone;
  if (customValue) {
    const id = channel === 'email' ? CUSTOM_EMAIL_ID : CUSTOM_PHONE_ID;
    custom.push({
      ...base,
      id,
      recipientName: null,
      recipientValue: customValue,
      recipientType: channel === 'email' ? 'email' : 'phone',
      status: 'pending',
      dncStatus: optedOut.has(id),
      optedOut: optedOut.has(id),
      custom: true,
    });
  }
  const owners =
    channel === 'email'
      ? lead.emails.map((e) => ({
          id: e.id,
          value: e.email,
          name: e.personName,
          dnc: false,
          dncReason: undefined,
        }))
      : lead.phoneNumbers.map((p) => ({
          id: p.id,
          value: p.number,
          name: p.personName,
          dnc: p.dnc,
          dncReason: p.dncReason,
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
        ...(owner.dnc && owner.dncReason && { dncReason: owner.dncReason }),
        optedOut: optedOut.has(owner.id),
        custom: false,
        sentAt: record?.status === 'sent' ? at : null,
        passedAt: record?.status === 'passed' ? at : null,
      };
    }),
  ];
}
