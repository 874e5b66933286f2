import { z } from 'zod';

/**
 * The Follow Up Boss connection as the Profile tab's Connections section shows it
 * (docs/connections.md "Follow Up Boss"). The key itself is never answered: only its last four
 * characters.
 */
export const FollowUpBossConnection = z.object({
  /** This server can keep keys (its CONNECTIONS_KEY is set); without it nothing can be connected. */
  available: z.boolean(),
  connected: z.boolean(),
  keyLast4: z.string().nullable(),
  autoSendOnContacted: z.boolean(),
  /** Follow Up Boss refused the key on a send (401/403): paste a new one. */
  broken: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type FollowUpBossConnection = z.infer<typeof FollowUpBossConnection>;

/** PUT /api/connections/follow-up-boss/{agentId}: the pasted key, checked with one call. */
export const ConnectFollowUpBossRequest = z.strictObject({
  apiKey: z
    .string('apiKey must be your Follow Up Boss API key')
    .trim()
    .min(8, 'apiKey must be your Follow Up Boss API key')
    .max(200, 'apiKey is too long for a Follow Up Boss API key')
    .regex(/^[\x21-\x7e]+$/, 'apiKey must be your Follow Up Boss API key, without spaces'),
  autoSendOnContacted: z.boolean('autoSendOnContacted must be true or false').default(false),
});
export type ConnectFollowUpBossRequest = z.infer<typeof ConnectFollowUpBossRequest>;

/** PATCH /api/connections/follow-up-boss/{agentId}: send on Contacted, or not. */
export const FollowUpBossSettingsRequest = z.strictObject({
  autoSendOnContacted: z.boolean('autoSendOnContacted must be true or false'),
});
export type FollowUpBossSettingsRequest = z.infer<typeof FollowUpBossSettingsRequest>;

/**
 * A lead's delivery to Follow Up Boss: at most one per lead. `ignored`: Follow Up Boss answered
 * 204, its lead flow for the Porchlight source is archived and ignored.
 */
export const FollowUpBossDeliveryStatus = z.enum(['none', 'queued', 'sent', 'ignored', 'failed']);
export type FollowUpBossDeliveryStatus = z.infer<typeof FollowUpBossDeliveryStatus>;

export const FollowUpBossDelivery = z.object({
  status: FollowUpBossDeliveryStatus,
  /** When Follow Up Boss took it (`sent`) or ignored it (`ignored`). */
  sentAt: z.string().nullable(),
});
export type FollowUpBossDelivery = z.infer<typeof FollowUpBossDelivery>;

/** What the lead shows for each delivery state, word for word. */
export const FOLLOW_UP_BOSS_TEXTS = {
  send: 'Send to Follow Up Boss',
  queued: 'Sending to Follow Up Boss…',
  sent: 'Sent to Follow Up Boss',
  ignored: 'Follow Up Boss ignored it: check the Porchlight lead flow',
  failed: 'Follow Up Boss could not take it. Try again later.',
  broken: 'Follow Up Boss refused your API key. Paste a new one on the Profile tab.',
  /** The same warning on the Profile tab itself, above the field for the new key. */
  brokenHere: 'Follow Up Boss refused your API key. Paste a new one below.',
} as const;
