import { cva, type VariantProps } from 'class-variance-authority';
import {
  type ComponentProps,
  createContext,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn';

// Our own toast rather than Radix Toast: that one and its layers weigh 13 KB gzipped, and a reset
// link without its token toasts as the page opens, which took that page past its 100 KB.

/** How far up (px) a toast is dragged before letting go closes it. */
const SWIPE_CLOSE_PX = 50;

const DefaultDuration = createContext(5000);
const CloseThisToast = createContext<() => void>(() => {});

export function ToastProvider({ duration, children }: { duration: number; children: ReactNode }) {
  return <DefaultDuration.Provider value={duration}>{children}</DefaultDuration.Provider>;
}

/**
 * The toasts' list; F8 moves the focus to it, as in most apps. Snug to the top: a toast of a title
 * and a one-line sentence stays within the header's band and clears the page's first line (the
 * Today tab's counter, the partial-delivery banner; docs/screens.md "Every page"), and starts below
 * the offline notice while it shows, since the page starts below it too.
 */
export function ToastViewport({ className, ...props }: ComponentProps<'ol'>) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section aria-label="Notifications (F8)">
      {/* The list is the live region: it is there before any toast, so each one added is read. */}
      <ol
        ref={list}
        tabIndex={-1}
        aria-live="assertive"
        className={cn(
          'pointer-events-none fixed inset-x-0 top-[var(--offline-notice-height,0px)] z-[100] mx-auto flex max-h-dvh w-full max-w-[480px] flex-col gap-2 p-2',
          className,
        )}
        {...props}
      />
    </section>
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full touch-none items-start justify-between gap-3 rounded-xl border px-3 py-2 pr-12 shadow-lg transition-all data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = Omit<ComponentProps<'li'>, 'title'> &
  VariantProps<typeof toastVariants> & {
    open?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** ms on screen; the provider's when absent. Paused while touched, hovered or focused. */
    duration?: number;
  };

/** What keeps a toast on screen past its time: a finger or pointer on it, focus in it, or the
 * window in the background. */
type Hold = 'pointer' | 'focus' | 'window';

/** Time left on screen, paused while `paused`; `close` when it runs out. */
function useCountdown(total: number, paused: boolean, close: () => void) {
  const left = useRef(total);
  const closeNow = useRef(close);
  closeNow.current = close;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => closeNow.current(), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused]);
}

export function Toast(props: ToastProps) {
  const { className, variant, open = true, onOpenChange, duration, children, ...rest } = props;
  const close = () => onOpenChange?.(false);
  const defaultDuration = useContext(DefaultDuration);
  const [held, setHeld] = useState<Record<Hold, boolean>>({
    pointer: false,
    focus: false,
    window: false,
  });
  const hold = (reason: Hold, on: boolean) =>
    setHeld((now) => (now[reason] === on ? now : { ...now, [reason]: on }));
  useCountdown(duration ?? defaultDuration, Object.values(held).some(Boolean), close);
  useEffect(() => {
    const set = (on: boolean) => () => setHeld((now) => ({ ...now, window: on }));
    const [blur, focus] = [set(true), set(false)];
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
    };
  }, []);

  // Swiped up past SWIPE_CLOSE_PX, it closes; short of it, it slides back.
  const start = useRef<number | null>(null);
  const [dragged, setDragged] = useState(0);
  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    // Like an open dialog's own content: a tap on a toast does not close the dialog under it.
    event.stopPropagation();
    if (event.button === 0) start.current = event.clientY;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setDragged(Math.min(0, event.clientY - start.current));
  };
  const letGo = () => {
    start.current = null;
    if (dragged <= -SWIPE_CLOSE_PX) close();
    setDragged(0);
  };

  if (!open) return null;
  return (
    <li
      data-state="open"
      data-swipe={dragged < 0 ? 'move' : undefined}
      className={cn(toastVariants({ variant }), className)}
      style={dragged < 0 ? { transform: `translateY(${dragged}px)` } : undefined}
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={() => hold('focus', false)}
      onKeyDown={(event) => event.key === 'Escape' && close()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={letGo}
      onPointerCancel={letGo}
      {...rest}
    >
      <CloseThisToast.Provider value={close}>{children}</CloseThisToast.Provider>
    </li>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm', className)} {...props} />;
}

/** A toast's button: does its thing, then closes the toast. `altText` names it to screen readers. */
export function ToastAction({
  className,
  altText,
  onClick,
  ...props
}: ComponentProps<'button'> & { altText: string }) {
  const close = useContext(CloseThisToast);
  return (
    <button
      type="button"
      aria-label={altText}
      className={cn(
        'inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-lg border border-current px-3 text-sm font-semibold',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        close();
      }}
      {...props}
    />
  );
}

export type ToastActionElement = ReactElement<typeof ToastAction>;

export function ToastClose({ className, ...props }: ComponentProps<'button'>) {
  const close = useContext(CloseThisToast);
  return (
    <button
      type="button"
      className={cn(
        'absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg',
        className,
      )}
      onClick={close}
      {...props}
    >
      {/* lucide's X, drawn here: the icon library's runtime is 1.5 KB gzipped more. */}
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
      <span className="sr-only">Close</span>
    </button>
  );
}
