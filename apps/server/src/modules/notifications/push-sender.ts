import type { LeadsReadyMessage } from '@porchlight/contracts';
import webpush from 'web-push';
import type { PushConfig } from '../../config';
import { retryAfterSeconds } from '../../lib/retry-after';

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service made of a message: taken; gone for good (404/410, or 403: the
 * subscription was made with another VAPID key); or failed, to try again (after `retryAfter`
 * seconds when the service said) or not.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | {
      kind: 'failed';
      status: number | null;
      retry: boolean;
      retryAfter: number | null;
      reason: string;
    };

const TIMEOUT_MS = 10_000;
const GONE = new Set([403, 404, 410]);

/**
 * Sends one message (docs/notifications.md "Sending"). web-push writes the request: the VAPID
 * token (RFC 8292) and the payload encrypted with aes128gcm to the device's keys (RFC 8291), with
 * TTL (`ttlSeconds`: what is left of the morning window), Urgency and Topic (RFC 8030). This posts
 * it with fetch instead of sendNotification, which speaks https only and so could not reach the
 * tests' local push service; the request is the same. A redirect is not followed: a push service
 * answers, it never sends us elsewhere.
 */
export async function sendPush(
  config: PushConfig,
  device: PushDevice,
  message: LeadsReadyMessage,
  ttlSeconds: number,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      TTL: Math.max(0, Math.floor(ttlSeconds)),
      urgency: 'normal',
      topic: message.tag,
      contentEncoding: 'aes128gcm',
      vapidDetails: {
        subject: config.subject,
        publicKey: config.publicKey,
        privateKey: config.privateKey,
      },
    },
  );
  let status: number;
  let retryAfter: number | null;
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = answer.status;
    retryAfter = retryAfterSeconds(answer.headers.get('retry-after'), Date.now());
    await answer.body?.cancel();
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown';
    return { kind: 'failed', status: null, retry: true, retryAfter: null, reason };
  }
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (GONE.has(status)) return { kind: 'gone', status };
  // The service's trouble (5xx) or its limit (429) passes; any other refusal would repeat.
  const retry = status >= 500 || status === 429;
  return { kind: 'failed', status, retry, retryAfter, reason: `answered ${status}` };
}
