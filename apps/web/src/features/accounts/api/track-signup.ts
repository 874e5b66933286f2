import type { TrackSignupRequest } from '@porchlight/contracts';
import { apiRequest } from '@/lib/api-client';

export async function trackSignup(progress: TrackSignupRequest): Promise<void> {
  await apiRequest('POST', '/api/track-signup', progress);
}

/**
 * Progress tracking never stands in the agent's way: its failures are ignored
 * (docs/screens.md "Registration wizard").
 */
export function trackSignupQuietly(progress: TrackSignupRequest): void {
  trackSignup(progress).catch(() => undefined);
}
