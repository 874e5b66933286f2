import type {
  CompleteStripeRegistrationRequest,
  CreateSubscriptionIntentRequest,
} from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { usePendingCall } from '@/hooks/use-pending-call';
import { call } from '@/lib/api-client';

/** Billing on, step 2 to 3: the card's SetupIntent; the server keeps the signup meanwhile. */
export function useCreateSubscriptionIntent() {
  return usePendingCall((request: CreateSubscriptionIntentRequest) =>
    call(routes.createSubscriptionIntent, { body: request }),
  );
}

/** Once Stripe confirmed the card: the account, its Stripe trial and a session (the cookie). */
export function useCompleteStripeRegistration() {
  return usePendingCall((request: CompleteStripeRegistrationRequest) =>
    call(routes.completeStripeRegistration, { body: request }),
  );
}
