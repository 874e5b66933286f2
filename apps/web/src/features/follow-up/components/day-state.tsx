import type { LucideIcon } from 'lucide-react';

interface DayStateProps {
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** A card's day that needs nothing more today: Congratulations, or Sequence Complete. */
export function DayState({ Icon, title, text }: DayStateProps) {
  return (
    <div className="flex items-start gap-3 rounded-lg bg-secondary p-3 text-secondary-foreground">
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-ring" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
}
