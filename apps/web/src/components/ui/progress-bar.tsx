interface ProgressBarProps {
  /** The bar's name for a screen reader. */
  label: string;
  value: number;
  max: number;
  /** What a screen reader says for the value: "3 of 5 days this week". */
  valueText: string;
  /** How much of the track the bar fills, 0 to 100; the caller's rule (a minimum, say). */
  percent: number;
}

/** A horizontal bar that fills its track as something nears its goal. */
export function ProgressBar({ label, value, max, valueText, percent }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-3 w-full overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
