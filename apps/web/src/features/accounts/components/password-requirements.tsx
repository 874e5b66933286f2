import { PASSWORD_REQUIREMENTS } from '@porchlight/contracts';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The reset form's live checklist (account.md §2 "Change password"): each rule ticks when met. */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <div>
      <p className="text-sm font-semibold" id="password-requirements-title">
        Your password needs
      </p>
      <ul aria-labelledby="password-requirements-title" className="mt-1 flex flex-col gap-1">
        {PASSWORD_REQUIREMENTS.map(({ label, test }) => {
          const met = test(password);
          const Icon = met ? Check : Circle;
          return (
            <li
              key={label}
              data-met={met}
              className={cn(
                'flex items-center gap-2 text-sm',
                met ? 'text-save' : 'text-muted-foreground',
              )}
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {label}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
