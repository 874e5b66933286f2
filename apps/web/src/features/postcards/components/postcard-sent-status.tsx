import { Eye } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { usePostcardMailing } from '@/api/get-public-config';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatEasternDay } from '@/lib/format';
import { postcardModeText } from '../postcard-texts';
import { PostcardViewer } from './postcard-viewer';

interface SentPostcardProps {
  orderId: string;
  sentAt: string | null;
}

interface ViewPostcardButtonProps extends SentPostcardProps {
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
  children: ReactNode;
}

/** A button that opens the postcard as the server rendered it ("Your Postcard"). */
function ViewPostcardButton({
  orderId,
  sentAt,
  variant = 'outline',
  className,
  children,
}: ViewPostcardButtonProps) {
  const [open, setOpen] = useState(false);
  const mailing = usePostcardMailing();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <Eye aria-hidden="true" />
        {children}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your Postcard</DialogTitle>
          {mailing !== undefined && (
            <DialogDescription>{postcardModeText(mailing)}.</DialogDescription>
          )}
        </DialogHeader>
        <DialogBody>
          <PostcardViewer orderId={orderId} sentAt={sentAt} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/** "Postcard sent {date}", and View Postcard: the card as the server rendered it. */
export function PostcardSentStatus({ orderId, sentAt }: SentPostcardProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="font-semibold">Postcard sent{sentAt ? ` ${formatEasternDay(sentAt)}` : ''}</p>
      <ViewPostcardButton orderId={orderId} sentAt={sentAt}>
        View Postcard
      </ViewPostcardButton>
    </div>
  );
}

/** A follow-up card's one-line word that the owner got a postcard: "Postcard sent · View Postcard". */
export function PostcardSentAction({
  orderId,
  sentAt,
  address,
  className,
}: SentPostcardProps & { address: string; className?: string }) {
  return (
    <ViewPostcardButton orderId={orderId} sentAt={sentAt} variant="ghost" className={className}>
      Postcard sent · View Postcard <span className="sr-only">{address}</span>
    </ViewPostcardButton>
  );
}
