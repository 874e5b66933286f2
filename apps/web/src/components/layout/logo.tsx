import { cn } from '@/lib/cn';

/** The porch-lamp mark beside the name; the mark is decoration, the name is the text. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-lg font-bold', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden focusable="false">
        <rect x="3" y="8" width="4" height="15" rx="2" className="fill-foreground" />
        <path d="M7 12h5" strokeWidth="2" className="stroke-foreground" />
        <path d="M10 11 17 5l7 6z" className="fill-foreground" />
        <path
          d="M11.5 12h11L21 23h-8z"
          strokeWidth="1.5"
          strokeLinejoin="round"
          className="fill-primary stroke-foreground"
        />
        <circle cx="17" cy="16.5" r="2.5" className="fill-secondary" />
        <rect x="12" y="23" width="10" height="3" rx="1" className="fill-foreground" />
      </svg>
      Porchlight
    </span>
  );
}
