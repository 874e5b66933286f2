import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Text, email, phone and password fields: 44 px tall, 16 px text so phones do not zoom. */
export const inputClassName =
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, 'h-11', className)} {...props} />;
}
