import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, apiErrorMessage } from '@/lib/api-error';
import { previewSideUrl, usePostcardOrder } from '../api/get-postcard-order';
import { postcardStateText } from '../postcard-texts';
import { PostcardImage } from './postcard-image';

/**
 * The server renders a card a few hundred ms after it is sent: a card sent just now is first asked
 * for this long after it was sent, so a quick look does not meet a 409 at once.
 */
const RENDER_GRACE_MS = 1500;

/** False until `sentAt` is RENDER_GRACE_MS old (at most that long, whatever the clocks say). */
function useRenderGrace(sentAt: string | null): boolean {
  const wait = () => {
    const sent = sentAt ? Date.parse(sentAt) : Number.NaN;
    if (Number.isNaN(sent)) return 0;
    return Math.min(RENDER_GRACE_MS, Math.max(0, sent + RENDER_GRACE_MS - Date.now()));
  };
  const [ready, setReady] = useState(() => wait() === 0);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), wait());
    return () => clearTimeout(timer);
  });
  return ready;
}

interface PostcardViewerProps {
  orderId: string;
  sentAt: string | null;
}

/**
 * The answers that settle a card as failed (docs/postcards.md "thanks.io silent"): they replace a
 * card shown as being sent or checked, where a network hiccup while asking again keeps it.
 */
const FAILED_CODES = new Set<string | undefined>(['POSTCARD_SERVICE_FAILED', 'CONFLICT']);
const settledAsFailed = (error: unknown) =>
  error instanceof ApiError && FAILED_CODES.has(error.code);

/** The rendered card, front and back; "Preparing your postcard..." until the server has it. */
export function PostcardViewer({ orderId, sentAt }: PostcardViewerProps) {
  const ready = useRenderGrace(sentAt);
  const order = usePostcardOrder(orderId, ready);

  if (order.data && !settledAsFailed(order.error)) {
    const url = order.data.preview_url;
    const unavailable = 'This side of the postcard could not be loaded.';
    const state = postcardStateText(order.data.status);
    return (
      <div className="flex flex-col gap-3">
        {state && <p role="status">{state}</p>}
        <PostcardImage
          src={previewSideUrl(url, 'front')}
          alt="Front of the postcard"
          unavailable={unavailable}
        />
        <PostcardImage
          src={previewSideUrl(url, 'back')}
          alt="Back of the postcard"
          unavailable={unavailable}
        />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p>{apiErrorMessage(order.error, 'Could not load the postcard. Please try again.')}</p>
        <Button variant="outline" onClick={() => void order.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="animate-pulse text-muted-foreground motion-reduce:animate-none">
      Preparing your postcard...
    </p>
  );
}
