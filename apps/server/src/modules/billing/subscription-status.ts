import type { SubscriptionStatus } from '@porchlight/contracts';
import type { SubscriptionState } from '../../db/schema';

/**
 * The client's word for a stored subscription state (DOMAIN.md): a payment problem reads
 * `paused`, a trial or a paid week `active`.
 */
export function clientSubscriptionStatus(state: SubscriptionState | null): SubscriptionStatus {
  switch (state) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'paused':
      return 'paused';
    case 'canceled':
      return 'canceled';
    default:
      return 'inactive';
  }
}
