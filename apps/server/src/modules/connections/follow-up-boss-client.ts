import https from 'node:https';
import { retryAfterSeconds } from '../../lib/retry-after';

/**
 * Follow Up Boss's API as its documents describe it (docs.followupboss.com: "Authentication and
 * Authorization", "Registration and Identification", "Rate Limiting", "Error Responses", and
 * `POST /v1/events` "Send in a lead"): HTTPS only; HTTP Basic with the API key as the user name
 * and a blank password; `X-System` and `X-System-Key` on every request. `GET /v1/identity`
 * answers the account and user a key belongs to: the one call that checks a pasted key.
 */
export interface FollowUpBossApi {
  /** Checks a key: `ok`, `refused` (401/403), or `unavailable` (no answer, 429, 5xx). */
  checkKey(apiKey: string): Promise<'ok' | 'refused' | 'unavailable'>;
  sendEvent(apiKey: string, event: object): Promise<EventOutcome>;
}

/**
 * What a `POST /v1/events` came to. `sent`: 200 (a person updated) or 201 (created); `ignored`:
 * 204, the lead flow of this source is archived and ignored; `refused`: 401/403, the key is no
 * good; `retry`: 429 (after `Retry-After` seconds) or a 5xx or no answer; `rejected`: another 4xx,
 * which sending the same event again would not change.
 */
export type EventOutcome =
  | { kind: 'sent' }
  | { kind: 'ignored' }
  | { kind: 'refused'; problem: string }
  | { kind: 'rejected'; problem: string }
  | { kind: 'retry'; problem: string; retryAfterSeconds: number | null };

export interface FollowUpBossSettings {
  baseUrl: string;
  system: string;
  systemKey: string;
  /** A certificate to trust for baseUrl besides the usual ones (a local fake's; never production). */
  ca?: string;
  timeoutMs?: number;
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

export function followUpBossApi(settings: FollowUpBossSettings): FollowUpBossApi {
  const base = new URL(settings.baseUrl);
  if (base.protocol !== 'https:') {
    throw new Error('Follow Up Boss is reached over https:// only (FOLLOW_UP_BOSS_URL)');
  }
  const timeoutMs = settings.timeoutMs ?? 15_000;

  function call(apiKey: string, method: string, path: string, body?: object): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const url = new URL(`${base.pathname.replace(/\/+$/, '')}${path}`, base);
    return new Promise((resolve, reject) => {
      const request = https.request(
        url,
        {
          method,
          ...(settings.ca && { ca: settings.ca }),
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
            'x-system': settings.system,
            'x-system-key': settings.systemKey,
            accept: 'application/json',
            ...(payload !== undefined && { 'content-type': 'application/json' }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
              body: Buffer.concat(chunks).toString('utf8').slice(0, 300),
            }),
          );
          response.on('error', reject);
        },
      );
      // The error's words only: never the request, whose headers carry the key.
      request.on('error', (error) => reject(new Error(error.message)));
      request.end(payload);
    });
  }

  return {
    async checkKey(apiKey) {
      try {
        const { status } = await call(apiKey, 'GET', '/v1/identity');
        if (status === 200) return 'ok';
        return status === 401 || status === 403 ? 'refused' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
    async sendEvent(apiKey, event) {
      let answer: Answer;
      try {
        answer = await call(apiKey, 'POST', '/v1/events', event);
      } catch (error) {
        const problem = `no answer: ${(error as Error).message}`.replaceAll(apiKey, '[key]');
        return { kind: 'retry', problem, retryAfterSeconds: null };
      }
      const { status } = answer;
      const problem = `HTTP ${status} ${answer.body}`.replaceAll(apiKey, '[key]');
      if (status === 200 || status === 201) return { kind: 'sent' };
      if (status === 204) return { kind: 'ignored' };
      if (status === 401 || status === 403) return { kind: 'refused', problem };
      if (status === 429) {
        return {
          kind: 'retry',
          problem,
          retryAfterSeconds: retryAfterSeconds(answer.retryAfter, Date.now()),
        };
      }
      if (status >= 500) return { kind: 'retry', problem, retryAfterSeconds: null };
      return { kind: 'rejected', problem };
    },
  };
}
