import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MessageCard } from '@/components/layout/message-card';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import type { ReferralEmailSchema } from '../referral-forms';

const EMPTY = { referredEmail: '' };

interface ReferralEmailCardProps {
  title: string;
  /** What happens to the email, in a sentence. */
  intro: string;
  schema: ReferralEmailSchema;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the referral and says how it went; rejects when it failed. */
  send: (referredEmail: string) => Promise<void>;
}

/**
 * A friend's email and a button, in a card: the field's message under it (the schema's, or the
 * server's), and an empty field again once the referral is sent.
 */
export function ReferralEmailCard({
  title,
  intro,
  schema,
  submitLabel,
  pendingLabel,
  send,
}: ReferralEmailCardProps) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ referredEmail }) => {
    try {
      await send(referredEmail);
      form.reset(EMPTY);
    } catch (error) {
      setServerFieldErrors(form.setError, error, ['referredEmail']);
    }
  });

  return (
    <MessageCard title={title} text={intro}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="Friend's email" error={errors.referredEmail?.message}>
          <Input
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="friend@example.com"
            {...form.register('referredEmail')}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </form>
    </MessageCard>
  );
}
