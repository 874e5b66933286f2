import { Eye } from 'lucide-react';
import { useState } from 'react';
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

interface PostcardSentStatusProps {
  orderId: string;
  sentAt: string | null;
}

/** "Postcard sent {date}", and View Postcard: the card as the server rendered it. */
export function PostcardSentStatus({ orderId, sentAt }: PostcardSentStatusProps) {
  const [open, setOpen] = useState(false);
  const mailing = usePostcardMailing();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="font-semibold">Postcard sent{sentAt ? ` ${formatEasternDay(sentAt)}` : ''}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Eye aria-hidden="true" />
          View Postcard
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
    </div>
  );
}
