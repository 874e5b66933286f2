import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';

interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = ComponentProps<'select'> & {
  options: readonly SelectOption[];
  /** A first, empty choice ("Select…"), for a field with no default. */
  placeholder?: string;
};

/** The platform's own select: the phone's picker, reachable and announced without extra code. */
export function Select({ className, options, placeholder, ...props }: SelectProps) {
  return (
    <select className={cn(inputClassName, 'h-11 cursor-pointer', className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
