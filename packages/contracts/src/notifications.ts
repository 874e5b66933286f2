// The morning notification, "Tell me when my leads are ready" (docs/notifications.md): one push
// subscription per device, with the time the agent chose in the device's own time zone.
import { z } from 'zod';
import { isBusinessDay } from './business-days';
import { type Day, dayIn, wallClock } from './calendar';
import {
  DEFAULT_PUSH_TIME,
  isInPushWindow,
  PUSH_WINDOW_LAST,
  PUSH_WINDOW_START,
  pushTimeInWindow,
  pushWindowEnd,
} from './push-window';
import { plainText } from './text';

/** The devices one agent may have subscribed at once; saving one more drops the oldest. */
export const PUSH_DEVICES_PER_AGENT = 10;

/** Where a notification opens: the Today tab. */
export const LEADS_READY_URL = '/dashboard?tab=today';

export const LEADS_READY_TITLE = 'Your leads are ready';

/** How late after the chosen time a notification may still go (a server that was down, say). */
export const PUSH_SEND_WINDOW_MINUTES = 120;

/** What the schedule needs of one device. */
export interface PushSchedule {
  /** 'HH:MM' in the device's zone. */
  time: string;
  timeZone: string;
  /** The device's local day the last notification went out for. */
  lastSentDay: Day | null;
}

/**
 * The device's local day when its morning notification is due now, else null
 * (docs/notifications.md "When it is sent"): a business day there, from the chosen minute (read
 * inside the morning window) for up to two hours but never from 11:00, and not sent for that day yet.
 */
export function morningPushDay(device: PushSchedule, now: Date): Day | null {
  const day = dayIn(now, device.timeZone);
  if (device.lastSentDay === day || !isBusinessDay(day)) return null;
  if (now >= pushWindowEnd(day, device.timeZone)) return null;
  const { hour, minute } = wallClock(now, device.timeZone);
  const [chosenHour = 0, chosenMinute = 0] = pushTimeInWindow(device.time).split(':').map(Number);
  const late = hour * 60 + minute - (chosenHour * 60 + chosenMinute);
  return late >= 0 && late < PUSH_SEND_WINDOW_MINUTES ? day : null;
}

/** True for a zone name the platform's time-zone data knows (an IANA name, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// A browser's endpoint is an https URL of its push service, up to a few hundred characters.
const endpoint = plainText('endpoint')
  .min(1, 'endpoint is required')
  .max(2048, 'endpoint must be at most 2048 characters')
  .pipe(z.url({ message: 'endpoint must be a URL' }));

/** A key of the subscription, as PushSubscription.toJSON() gives it: unpadded base64url. */
const base64Url = (field: string, bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be base64url`)
    .refine(
      (value) => Math.floor((value.length * 3) / 4) === bytes,
      `${field} must be ${bytes} bytes`,
    );

export const PushEndpointRequest = z.object({ endpoint });
export type PushEndpointRequest = z.infer<typeof PushEndpointRequest>;

/** PUT /api/push-subscriptions: this device's subscription and the agent's choices for it. */
export const SavePushSubscriptionRequest = z.object({
  endpoint,
  keys: z.object({
    /** The device's P-256 public key (65 bytes, uncompressed). */
    p256dh: base64Url('keys.p256dh', 65),
    /** The 16-byte authentication secret. */
    auth: base64Url('keys.auth', 16),
  }),
  time: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'time must be HH:MM, 00:00 to 23:59')
    .refine(
      isInPushWindow,
      `time must be in the morning, ${PUSH_WINDOW_START} to ${PUSH_WINDOW_LAST} on the device`,
    )
    .default(DEFAULT_PUSH_TIME),
  timeZone: z
    .string()
    .max(64, 'timeZone must be at most 64 characters')
    .refine(isTimeZone, 'timeZone must be an IANA time zone name'),
  includeFollowUps: z.boolean().default(false),
});
export type SavePushSubscriptionRequest = z.input<typeof SavePushSubscriptionRequest>;

/** This device's settings; `subscribed: false` (and the defaults) when the agent holds none here. */
export const PushSettings = z.object({
  subscribed: z.boolean(),
  time: z.string(),
  timeZone: z.string().nullable(),
  includeFollowUps: z.boolean(),
});
export type PushSettings = z.infer<typeof PushSettings>;

/** What a notification carries; the service worker shows it and opens `url` on a tap. */
export const LeadsReadyMessage = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type LeadsReadyMessage = z.infer<typeof LeadsReadyMessage>;

/** The notification's text: the leads, and the follow-ups due today when counted and any. */
export function leadsReadyMessage(followUpsDue: number | null): LeadsReadyMessage {
  const followUps =
    followUpsDue && followUpsDue > 0
      ? ` ${followUpsDue} follow-up${followUpsDue === 1 ? '' : 's'} due today.`
      : '';
  return {
    title: LEADS_READY_TITLE,
    body: `Today's fresh leads are waiting.${followUps}`,
    url: LEADS_READY_URL,
    tag: 'leads-ready',
  };
}
