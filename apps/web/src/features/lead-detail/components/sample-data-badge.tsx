import { FlaskConical } from 'lucide-react';

export function SampleDataBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-foreground px-3 py-1 text-sm font-semibold text-background">
      <FlaskConical aria-hidden="true" className="size-4" />
      Sample data
    </span>
  );
}
