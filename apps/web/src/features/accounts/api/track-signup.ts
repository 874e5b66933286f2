import type { TrackSignupRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { call } from '@/lib/api-client';

/**
 * Records the wizard's progress. It never stands in the agent's way: its failures are ignored
 * (docs/screens.md "Registration wizard").
 */
export function trackSignupQuietly(progress: TrackSignupRequest): void {
  call(routes.trackSignup, { body: progress }).catch(() => undefined);
}
