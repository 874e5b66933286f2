import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { saveTrialEmail } from '../api/save-trial-email';

/**
 * The landing page's email capture (docs/screens.md "Landing page"): the address is saved, failure
 * or not, then registration opens with it. No schema here: zod does not fit in the landing page's
 * budget.
 */
export function TrialEmailForm() {
  const [email, setEmail] = useState('');
  const [starting, setStarting] = useState(false);
  const [, navigate] = useLocation();

  async function startTrial(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      window.alert('Please enter your email address');
      return;
    }
    setStarting(true);
    await saveTrialEmail(address).catch(() => undefined);
    navigate(`/register?trial=true&email=${encodeURIComponent(address)}`);
  }

  return (
    <form noValidate onSubmit={startTrial} className="flex flex-col gap-3">
      <FormField label="Your email address">
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={starting}>
        {starting ? 'Starting...' : 'Start Free Trial'}
      </Button>
    </form>
  );
}
