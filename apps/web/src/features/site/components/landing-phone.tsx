import { HeartIcon, PinIcon, XIcon } from './landing-icons';

const ROUND = 'flex size-12 items-center justify-center rounded-full shadow-md [&_svg]:size-6';

/**
 * A phone showing a lead card with the pass and save buttons under it: the look of the Today
 * tab's swipe card, drawn (not imported: features stay apart), one picture for a paragraph.
 */
export function LandingPhone() {
  return (
    <div
      role="img"
      aria-label="A lead card on a phone: 1234 Palm Ave, Miami, with pass and save buttons"
      className="mx-auto flex w-64 flex-col gap-3 rounded-[2rem] border-8 border-foreground bg-background p-3 shadow-lg"
    >
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <div className="relative h-24 bg-secondary">
          <svg
            aria-hidden
            viewBox="0 0 200 96"
            preserveAspectRatio="none"
            className="size-full stroke-card"
            strokeWidth={6}
            fill="none"
          >
            <path d="M0 62h200M70 0v96M150 0l-40 96" />
          </svg>
          <span className="absolute inset-0 flex items-center justify-center text-destructive [&_svg]:size-8">
            <PinIcon />
          </span>
          <span className="absolute top-2 left-2 rounded-full bg-primary px-2 text-xs font-bold">
            High Equity
          </span>
        </div>
        <div className="flex flex-col gap-1 p-3 text-sm">
          <strong className="text-base">1234 Palm Ave</strong>
          <span className="text-muted-foreground">Miami, FL 33101</span>
          <strong>$425,000</strong>
          <span className="flex flex-wrap gap-1 text-xs whitespace-nowrap">
            {['High Equity', 'Tired Landlord'].map((tag) => (
              <span key={tag} className="rounded-full border px-2">
                {tag}
              </span>
            ))}
          </span>
        </div>
      </div>
      <div className="flex justify-center gap-8">
        <span className={`${ROUND} bg-pass text-pass-foreground`}>
          <XIcon />
        </span>
        <span className={`${ROUND} bg-save text-save-foreground [&_path]:fill-current`}>
          <HeartIcon />
        </span>
      </div>
    </div>
  );
}
