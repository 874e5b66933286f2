// The morning window of the "leads ready" notification (docs/notifications.md "The morning
// window"): chosen between 05:00 and 11:00 in the device's zone, and never delivered after 11:00.
import { atLocalHour, type Day } from './calendar';

/**
 * The time a new subscription is sent at, in the device's zone, when the agent picks none (in the
 * window). Here, with no zod, so the screens that read it do not load the schemas.
 */
export const DEFAULT_PUSH_TIME = '08:00';
/** The earliest time an agent may choose, in the device's zone. */
export const PUSH_WINDOW_START = '05:00';
/** The last time an agent may choose: the window itself ends at 11:00. */
export const PUSH_WINDOW_LAST = '10:59';
/** The hour the window ends: no notification is sent or delivered from then on. */
export const PUSH_WINDOW_END_HOUR = 11;
/**
 * Where a time saved before the window existed and later than it is read: the last hour of the
 * window, so the push service still has an hour to reach a phone that is off for a moment.
 */
export const LATE_PUSH_TIME = '10:00';

/** True for an 'HH:MM' time inside the window (05:00 to 10:59). */
export function isInPushWindow(time: string): boolean {
  return time >= PUSH_WINDOW_START && time <= PUSH_WINDOW_LAST;
}

/**
 * The time a device is sent at: its own when inside the window; a time stored before the window
 * existed is read as the window's nearest useful edge (05:00 before it, 10:00 after it).
 */
export function pushTimeInWindow(stored: string): string {
  if (stored < PUSH_WINDOW_START) return PUSH_WINDOW_START;
  return stored > PUSH_WINDOW_LAST ? LATE_PUSH_TIME : stored;
}

/** The instant the device's morning window ends on its local `day` (11:00 there). */
export function pushWindowEnd(day: Day, timeZone: string): Date {
  return atLocalHour(day, PUSH_WINDOW_END_HOUR, timeZone);
}
