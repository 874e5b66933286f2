import type { Agent } from '@porchlight/contracts';
import { useRef } from 'react';
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
 * "Preview Postcard" (docs/screens.md "Postcard dialog"): opened from Property Details and from a
 * follow-up card. Its form mounts afresh on every opening, so the default message comes back each
 * time.
 */
export function PostcardDialog({ agent, lead, open, onOpenChange }: PostcardDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        // Focus the dialog itself: its first control is the front's address, which Radix would
        // focus and select (an internal path the agent rarely edits), and on a phone a focused
        // field opens the keyboard over the card. A screen reader starts at the title instead.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
      >
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
