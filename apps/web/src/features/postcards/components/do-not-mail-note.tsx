import { MailX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { DO_NOT_MAIL } from '../postcard-texts';

/**
 * In place of Preview Postcard for an owner marked Do Not Mail (docs/imports.md "Cleaning"): the
 * server refuses their postcard, so the lead says why instead of offering one.
 */
export function DoNotMailNote({ className }: { className?: string }) {
  return (
    <p
      className={cn('flex items-center gap-2 text-sm font-medium text-muted-foreground', className)}
    >
      <MailX aria-hidden="true" className="size-4 shrink-0" />
      {DO_NOT_MAIL}
    </p>
  );
}
