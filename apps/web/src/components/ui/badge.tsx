import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        outline: 'border text-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
      },
    },
    defaultVariants: { variant: 'outline' },
  },
);

/** A small label: a tag, a count, a status. */
export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
