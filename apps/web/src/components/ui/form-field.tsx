import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { Slot } from './slot';

interface FormFieldProps {
  label: ReactNode;
  /** The field's message (the form's schema or the server); shown under the control. */
  error?: string;
  /** A standing note under the control. */
  hint?: ReactNode;
  /** Label after the control, on one line: for a checkbox. */
  inline?: boolean;
  className?: string;
  /** One control; it receives the id and aria-invalid / aria-describedby. */
  children: ReactElement;
}

/** A label, its control and its message, wired for screen readers. */
export function FormField({ label, error, hint, inline, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const control = (
    <Slot
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    >
      {children}
    </Slot>
  );
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {inline ? (
        <div className="flex items-center gap-3">
          {control}
          <Label
            htmlFor={id}
            className="flex min-h-11 flex-1 cursor-pointer items-center text-base font-normal"
          >
            {label}
          </Label>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{label}</Label>
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
