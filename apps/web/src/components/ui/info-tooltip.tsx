import { Info } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

interface InfoTooltipProps {
  /** The button's name for screen readers ("About Vacant"). */
  label: string;
  /** The explanation shown in the bubble. */
  children: ReactNode;
  className?: string;
}

/** Shown while a mouse rests on the button, or pinned by a press until pressed again. */
type Shown = 'no' | 'hover' | 'pinned';

/**
 * An info button with a small bubble (a "toggletip"): a tap, a click, Enter or Space shows it, a
 * mouse shows it on hover; a second press, Escape or a press elsewhere hides it. The text lands in
 * a live region, so a screen reader says it. No positioning library: the bubble sits above the
 * button, aligned to its right edge (Radix's tooltip would cost the dashboard ~19 KB gzipped, and
 * ignores touch).
 */
export function InfoTooltip({ label, children, className }: InfoTooltipProps) {
  const [shown, setShown] = useState<Shown>('no');
  const bubbleId = useId();
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (shown === 'no') return;
    const hideOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown('no');
    };
    const hideOnPressOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setShown('no');
    };
    document.addEventListener('keydown', hideOnEscape);
    document.addEventListener('pointerdown', hideOnPressOutside);
    return () => {
      document.removeEventListener('keydown', hideOnEscape);
      document.removeEventListener('pointerdown', hideOnPressOutside);
    };
  }, [shown]);

  return (
    // The hover handlers sit on the wrapper so that the pointer can move onto the bubble (WCAG 1.4.13).
    <span
      ref={root}
      className={cn('relative inline-flex', className)}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setShown((now) => (now === 'no' ? 'hover' : now));
      }}
      onPointerLeave={() => setShown((now) => (now === 'hover' ? 'no' : now))}
    >
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-expanded={shown !== 'no'}
        aria-controls={bubbleId}
        className="text-muted-foreground hover:text-foreground"
        onClick={() => setShown((now) => (now === 'pinned' ? 'no' : 'pinned'))}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget)) setShown('no');
        }}
      >
        <Info aria-hidden />
      </Button>
      <span id={bubbleId} role="status">
        {shown !== 'no' && (
          // Padding, not margin, below the bubble: no gap for the pointer to fall through.
          <span className="absolute right-0 bottom-full z-20 pb-1">
            <span className="block w-max max-w-64 rounded-lg bg-foreground px-3 py-2 text-sm text-background shadow-lg">
              {children}
            </span>
          </span>
        )}
      </span>
    </span>
  );
}
