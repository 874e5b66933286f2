import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal panel over a dimmed page: Radix traps focus, closes on Escape and on a press outside,
 * and hides the page from screen readers. Phone-first: the panel fills the width (up to 480 px),
 * stops short of the screen's height and scrolls inside, with its close button always in reach.
 * It fades and rises in with CSS `@starting-style` (`starting:`), so closing is never delayed.
 */
export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/60 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-2 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1rem)] w-auto max-w-[480px] -translate-y-1/2 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-lg transition-[opacity,translate] duration-200 starting:translate-y-[calc(-50%+1rem)] starting:opacity-0 motion-reduce:transition-none',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg bg-card/90 text-foreground hover:bg-accent">
          <X aria-hidden className="size-5" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The title and description block; the right padding keeps them clear of the close button. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pr-14', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-xl leading-tight font-bold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-base text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The part of the panel that scrolls. Put at least one control in it: a keyboard then reaches and
 * scrolls it (axe scrollable-region-focusable) without the region itself taking focus first.
 */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5', className)}
      {...props}
    />
  );
}
