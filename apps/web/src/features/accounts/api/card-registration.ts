import type {
  CompleteStripeRegistrationRequest,
  CreateSubscriptionIntentRequest,
} from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Billing on, step 2 to 3: the card's SetupIntent; the server keeps the signup meanwhile. */
export function useCreateSubscriptionIntent() {
  return useMutation({
    mutationFn: (request: CreateSubscriptionIntentRequest) =>
      call(routes.createSubscriptionIntent, { body: request }),
  });
}

/** Once Stripe confirmed the card: the account, its Stripe trial and a session (the cookie). */
export function useCompleteStripeRegistration() {
  return useMutation({
    mutationFn: (request: CompleteStripeRegistrationRequest) =>
      call(routes.completeStripeRegistration, { body: request }),
  });
}
