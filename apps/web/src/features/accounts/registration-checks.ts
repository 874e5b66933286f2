import {
  REGISTRATION_MESSAGES,
  type RegistrationBasics,
  type TrackSignupRequest,
} from '@porchlight/contracts';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { trackSignupQuietly } from './api/track-signup';
import { BASICS_LABELS } from './registration-fields';

// What the wizard does with a step's checks (docs/screens.md "Registration wizard"): the toasts and
// the progress tracking. With steps 2 and 3, it loads on step 1's first focus, not with the page.

/**
 * docs/screens.md "Registration wizard": a failed step lists its fields, in the order they appear.
 */
export function toastInvalidFields(
  errors: Partial<Record<string, string>>,
  labels: Record<string, string>,
): void {
  const names = Object.entries(labels)
    .filter(([field]) => field in errors)
    .map(([, label]) => label);
  toast({
    title: 'Please Complete Required Fields',
    description: `Please check: ${names.join(', ')}`,
    variant: 'destructive',
  });
}

/** Step `step` is done: tracked with the contact details step 1 passed with. */
export function trackStep(
  basics: RegistrationBasics | undefined,
  step: TrackSignupRequest['step'],
) {
  const contact = basics && { name: basics.name, email: basics.email, phone: basics.phone };
  trackSignupQuietly({ ...contact, step });
}

/** Step 1 passed its checks: its error toast closes, and it is tracked. */
export function basicsPassed(values: RegistrationBasics): void {
  dismissToasts();
  trackStep(values, 1);
}

/** Step 1 failed its checks: passwords that differ say so; else the failing fields are listed. */
export function basicsFailed(
  errors: Partial<Record<string, string>>,
  { password, confirmPassword }: { password: string; confirmPassword: string },
): void {
  if (password === confirmPassword) {
    toastInvalidFields(errors, BASICS_LABELS);
    return;
  }
  toast({
    title: 'Password Mismatch',
    description: REGISTRATION_MESSAGES.passwordsDiffer,
    variant: 'destructive',
  });
}
