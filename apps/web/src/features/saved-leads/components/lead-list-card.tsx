import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A lead in a list: its heading and details, then a row of actions. */
export function LeadListCard({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Card className="relative">
      <div className="flex flex-col gap-3 p-4 pb-3">{children}</div>
      {/* Positioned, so that the actions sit above the address button's stretched tap area. */}
      <div className="relative flex justify-end gap-1 border-t px-2 py-1">{actions}</div>
    </Card>
  );
}

type LeadActionButtonProps = ComponentProps<typeof Button> & {
  /** Said after the visible label, so that each card's button has its own name. */
  address: string;
};

/** One of a lead card's actions: "Move to Saved 12 Palm Ave" to a screen reader. */
export function LeadActionButton({
  address,
  className,
  children,
  ...props
}: LeadActionButtonProps) {
  return (
    <Button variant="ghost" className={cn('px-3 text-sm', className)} {...props}>
      {children} <span className="sr-only">{address}</span>
    </Button>
  );
}
