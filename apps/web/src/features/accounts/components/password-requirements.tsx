import { PASSWORD_REQUIREMENTS } from '@porchlight/contracts';
import { LineIcon } from '@/components/ui/line-icon';
import { cn } from '@/lib/cn';

// lucide's check and circle (ISC licence), drawn here as components/ui/step-indicator.tsx draws
// its check: the reset page loads no icon library.
const MET = 'M20 6 9 17l-5-5';
const NOT_MET = 'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0';

/**
 * The reset form's live checklist (docs/screens.md "Change password"): each rule ticks when met.
 */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <div>
      <p className="text-sm font-semibold" id="password-requirements-title">
        Your password needs
      </p>
      <ul aria-labelledby="password-requirements-title" className="mt-1 flex flex-col gap-1">
        {PASSWORD_REQUIREMENTS.map(({ label, test }) => {
          const met = test(password);
          return (
            <li
              key={label}
              data-met={met}
              className={cn(
                'flex items-center gap-2 text-sm',
                met ? 'text-save' : 'text-muted-foreground',
              )}
            >
              <LineIcon path={met ? MET : NOT_MET} className="size-4 shrink-0" />
              {label}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
