import { LoginEventResponse } from '@porchlight/contracts';
import { sendJson } from '@/lib/api-client';

/** POST /api/login/{id}, once per sign-in: answers the badges earned since the agent last looked. */
export async function recordLogin(agentId: string) {
  const body = await sendJson('POST', `/api/login/${encodeURIComponent(agentId)}`);
  return LoginEventResponse.parse(body).earnedBadges;
}
