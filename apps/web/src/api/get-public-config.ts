// Registration (accounts), the public pages and the workspace (billing, postcards, push) read the
// server's public settings: one call and one key for all, without TanStack Query, which the
// public pages do not load (docs/performance.md "JavaScript per page").
import type { PublicConfig } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { call } from '@/lib/api-client';
import { publicRead, usePublicRead } from '@/lib/use-public-read';

// The server's settings change only with a restart; a new build reloads the page.
const readConfig = (signal: AbortSignal) => call(routes.getPublicConfig, {}, { signal });

/** The settings, read once for the page's life (a form's submit waits for them). */
export function readPublicConfig(): Promise<PublicConfig> {
  return publicRead(routes.getPublicConfig.path, readConfig);
}

/** The whole answer with its loading and error states. */
export function usePublicConfig() {
  return usePublicRead(routes.getPublicConfig.path, readConfig);
}

/** Whether a postcard service mails the cards here: undefined until the server says. */
export function usePostcardMailing() {
  return usePublicConfig().data?.postcards.mailing;
}

/** Whether billing is on here (and Stripe's publishable key): undefined until the server says. */
export function useBillingMode() {
  return usePublicConfig().data?.billing;
}

/** The Support page's email and phone: undefined until the server says. */
export function useSupportContacts() {
  return usePublicConfig().data?.support;
}

/** The partner cash-offer service's registration page: undefined until the server says. */
export function usePartnerSignupUrl() {
  return usePublicConfig().data?.partner.signupUrl;
}

/** The server's VAPID key when push is on here: undefined until the server says, or when off. */
export function usePushPublicKey() {
  return usePublicConfig().data?.push.publicKey;
}
