import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useLightForm } from '@/lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ForgotPasswordFormProps {
  defaultEmail: string;
  onSent: (email: string) => void;
}

export function ForgotPasswordForm({ defaultEmail, onSent }: ForgotPasswordFormProps) {
  const form = useLightForm({
    defaultValues: { email: defaultEmail },
    loadSchema: () => import('../account-schemas').then((m) => m.ForgotPasswordRequest),
  });
  const requestReset = useRequestPasswordReset();

  const submit = form.handleSubmit(({ email }) =>
    requestReset.mutate(email, {
      onSuccess: () => {
        dismissToasts();
        onSent(email);
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to send reset email. Please try again.'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-4">
      <FormField label="Email" error={form.errors.email}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={requestReset.isPending}>
        {requestReset.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
