// Work the phone queued without a network and sends later (docs/offline.md "Offline work"): each
// queued request carries the client's id for the act and the time the agent acted.
import { z } from 'zod';

/** How old an act may be when it arrives: older work is refused, not counted on a stale day. */
export const ACTED_AT_MAX_AGE_MS = 24 * 60 * 60_000;
/** A phone's clock may run this far ahead of the server's: such a time counts as the server's now. */
export const ACTED_AT_CLOCK_DRIFT_MS = 5 * 60_000;

/**
 * The two fields every queued request may carry. `clientActionId` makes a retry of the act answer
 * as the first did; `actedAt` (ISO 8601 with its offset) is when the agent acted.
 */
export const offlineActionFields = {
  clientActionId: z.uuid('clientActionId must be a uuid').optional(),
  actedAt: z.iso
    .datetime({ offset: true, message: 'actedAt must be an ISO 8601 date-time with its offset' })
    .optional(),
};

/** Why a time acted is refused, and the sentence that says so. */
export interface ActedAtRefusal {
  reason: 'future' | 'tooOld';
  message: string;
}

/**
 * The instant an act counts for: the agent's time, bounded. Ahead of `now` by the clock drift at
 * most, it is `now`; further ahead, or more than 24 hours old, it is refused. Before the lead's
 * delivery (when there is a lead), the phone's clock was behind: it is the delivery.
 */
export function boundActedAt({
  actedAt,
  now,
  deliveredAt,
}: {
  actedAt: string;
  now: Date;
  deliveredAt: Date | null;
}): Date | ActedAtRefusal {
  const at = new Date(actedAt);
  if (at.getTime() > now.getTime() + ACTED_AT_CLOCK_DRIFT_MS) {
    return { reason: 'future', message: "actedAt is in the future: check the phone's clock." };
  }
  if (at.getTime() < now.getTime() - ACTED_AT_MAX_AGE_MS) {
    return {
      reason: 'tooOld',
      message: 'actedAt is more than 24 hours ago: work queued that long is not applied.',
    };
  }
  if (at > now) return now;
  if (deliveredAt && at < deliveredAt) return deliveredAt;
  return at;
}
