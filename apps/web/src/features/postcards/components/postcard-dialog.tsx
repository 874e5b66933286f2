import type { Agent } from '@porchlight/contracts';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { PostcardLead } from '../postcard-texts';
import { addHandwritingFont } from './handwriting-font';
import { PostcardForm } from './postcard-form';

// This module is the dialog's own chunk (lazy-postcard-dialog.tsx): the font comes with it.
addHandwritingFont();

export interface PostcardDialogProps {
  agent: Agent;
  lead: PostcardLead;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * "Preview Postcard" (workspace.md §2): opened from Property Details and from a follow-up card.
 * Its form mounts afresh on every opening, so the default message comes back each time.
 */
export function PostcardDialog({ agent, lead, open, onOpenChange }: PostcardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Preview Postcard</DialogTitle>
          <DialogDescription>To the owner of {lead.address}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <PostcardForm agent={agent} lead={lead} onSent={() => onOpenChange(false)} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
