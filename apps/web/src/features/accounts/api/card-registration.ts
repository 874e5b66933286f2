import type {
  Agent,
  CompleteStripeRegistrationRequest,
  CreateSubscriptionIntentRequest,
  CreateSubscriptionIntentResponse,
} from '@porchlight/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

/** Billing on, step 2 to 3: the card's SetupIntent; the server keeps the signup meanwhile. */
export async function createSubscriptionIntent(
  request: CreateSubscriptionIntentRequest,
): Promise<CreateSubscriptionIntentResponse> {
  return sendJson('POST', '/api/create-subscription-intent', request);
}

/** Once Stripe confirmed the card: the account, its Stripe trial and a session (the cookie). */
export async function completeStripeRegistration(
  request: CompleteStripeRegistrationRequest,
): Promise<Agent> {
  return sendJson('POST', '/api/complete-stripe-registration', request);
}

export function useCreateSubscriptionIntent() {
  return useMutation({ mutationFn: createSubscriptionIntent });
}

export function useCompleteStripeRegistration() {
  return useMutation({ mutationFn: completeStripeRegistration });
}
