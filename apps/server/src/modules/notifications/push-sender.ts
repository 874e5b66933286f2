import type { LeadsReadyMessage } from '@porchlight/contracts';
import webpush from 'web-push';
import type { PushConfig } from '../../config';

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service made of a message: taken, gone for good (404/410), or failed. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; retry: boolean; reason: string };

/** Hours a push service keeps trying a phone that is off: past them, the morning is over. */
const TTL_SECONDS = 3 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one message (docs/notifications.md "Sending"). web-push writes the request: the VAPID
 * token (RFC 8292) and the payload encrypted with aes128gcm to the device's keys (RFC 8291), with
 * TTL, Urgency and Topic (RFC 8030). This posts it with fetch instead of sendNotification, which
 * speaks https only and so could not reach the tests' local push service; the request is the same.
 * A redirect is not followed: a push service answers, it never sends us elsewhere.
 */
export async function sendPush(
  config: PushConfig,
  device: PushDevice,
  message: LeadsReadyMessage,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      TTL: TTL_SECONDS,
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
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = answer.status;
    await answer.body?.cancel();
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown';
    return { kind: 'failed', status: null, retry: true, reason };
  }
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  // The service's trouble (5xx) or its limit (429) passes; any other refusal would repeat.
  const retry = status >= 500 || status === 429;
  return { kind: 'failed', status, retry, reason: `answered ${status}` };
}
