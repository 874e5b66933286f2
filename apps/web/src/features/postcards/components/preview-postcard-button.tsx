import type { Agent } from '@porchlight/contracts';
import { Mail } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PostcardLead } from '../postcard-texts';

// The dialog and its handwriting font load the first time it opens, never with the list.
const PostcardDialog = lazy(() =>
  import('./postcard-dialog').then((m) => ({ default: m.PostcardDialog })),
);

interface PreviewPostcardButtonProps {
  agent: Agent;
  lead: PostcardLead;
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
}

/** "Preview Postcard", and the dialog it opens; it stays loaded once opened. */
export function PreviewPostcardButton({
  agent,
  lead,
  variant = 'outline',
  className,
}: PreviewPostcardButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={className}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Mail aria-hidden="true" />
        Preview Postcard <span className="sr-only">{lead.address}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PostcardDialog agent={agent} lead={lead} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
