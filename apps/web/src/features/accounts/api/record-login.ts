import type { LoginEventResponse } from '@porchlight/contracts';
import { sendJson } from '@/lib/api-client';

/** POST /api/login/{id}, once per sign-in: answers the badges earned since the agent last looked. */
export async function recordLogin(agentId: string) {
  const body = await sendJson<LoginEventResponse>(
    'POST',
    `/api/login/${encodeURIComponent(agentId)}`,
  );
  return body.earnedBadges;
}
