import type { PostcardPreview } from '@porchlight/contracts';
import { useQuery } from '@tanstack/react-query';
import { postcardsKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** Where the rendered card can be seen; a 409 while it is still being prepared, or failed. */
export function getPostcardOrder(orderId: string): Promise<PostcardPreview> {
  return getJson<PostcardPreview>(`/api/postcards/order/${encodeURIComponent(orderId)}`);
}

/** Asks again while the card is being prepared this many times, waiting a little longer each time (0.4 s … 3 s). */
export const PREPARING_RETRIES = 5;
const preparingDelay = (attempt: number) => Math.min(400 * 2 ** attempt, 3000);

/**
 * The card of a lead's postcard. A lead only keeps the order of a card being prepared or made (a
 * failed one takes the mark off the lead), so a 409 is asked again a few times before its
 * sentence is shown; nothing is asked until `enabled`.
 */
export function usePostcardOrder(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: postcardsKeys.order(orderId),
    queryFn: () => getPostcardOrder(orderId),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) =>
      error instanceof ApiError &&
      error.code === 'POSTCARD_PREPARING' &&
      failures < PREPARING_RETRIES,
    retryDelay: preparingDelay,
  });
}

/** The rendered card's side: the preview path answers the back unless `side=front`. */
export function previewSideUrl(previewUrl: string, side: 'front' | 'back'): string {
  if (side === 'back') return previewUrl;
  return `${previewUrl}${previewUrl.includes('?') ? '&' : '?'}side=front`;
}
