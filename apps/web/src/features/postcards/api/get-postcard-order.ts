import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { routeQuery } from '@/lib/route-query';

/** Asks again while the card is being prepared this many times, waiting a little longer each time (0.4 s … 3 s). */
export const PREPARING_RETRIES = 5;
const preparingDelay = (attempt: number) => Math.min(400 * 2 ** attempt, 3000);

/** How often a card on its way to the postcard service, or being checked, is asked about. */
export const UNSETTLED_POLL_MS = 5000;
const unsettled = (status: string | undefined) => status === 'sending' || status === 'checking';

/**
 * The card of a lead's postcard: where the rendered card can be seen. A lead only keeps the order
 * of a card being prepared or made (a failed one takes the mark off the lead), so a 409 is asked
 * again a few times before its sentence is shown; nothing is asked until `enabled`.
 */
export function usePostcardOrder(orderId: string, enabled: boolean) {
  return useQuery({
    ...routeQuery(routes.getPostcardOrder, { params: { orderId } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) =>
      error instanceof ApiError &&
      error.code === 'POSTCARD_PREPARING' &&
      failures < PREPARING_RETRIES,
    retryDelay: preparingDelay,
    // A card on its way, or being checked with the service, is asked about again until it settles.
    refetchInterval: (query) => (unsettled(query.state.data?.status) ? UNSETTLED_POLL_MS : false),
  });
}

/** The rendered card's side: the preview path answers the back unless `side=front`. */
export function previewSideUrl(previewUrl: string, side: 'front' | 'back'): string {
  if (side === 'back') return previewUrl;
  return `${previewUrl}${previewUrl.includes('?') ? '&' : '?'}side=front`;
}
