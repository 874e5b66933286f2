// Registration (accounts) and, later, the profile's billing and the landing page read the mode:
// one call and one key, below the features.
import * as routes from '@porchlight/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

export function getPublicConfigQueryOptions() {
  return queryOptions({
    ...routeQuery(routes.getPublicConfig),
    // The server's settings change only with a restart; a new build reloads the page.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether a postcard service mails the cards here: undefined until the server says. */
export function usePostcardMailing() {
  return useQuery({
    ...getPublicConfigQueryOptions(),
    select: (config) => config.postcards.mailing,
  }).data;
}

/** Whether billing is on here (and Stripe's publishable key): undefined until the server says. */
export function useBillingMode() {
  return useQuery({ ...getPublicConfigQueryOptions(), select: (config) => config.billing });
}

/** The Support page's email and phone: undefined until the server says. */
export function useSupportContacts() {
  return useQuery({ ...getPublicConfigQueryOptions(), select: (config) => config.support }).data;
}

/** The partner cash-offer service's registration page: undefined until the server says. */
export function usePartnerSignupUrl() {
  return useQuery({
    ...getPublicConfigQueryOptions(),
    select: (config) => config.partner.signupUrl,
  }).data;
}
