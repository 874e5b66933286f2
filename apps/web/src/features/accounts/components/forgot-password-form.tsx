import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequest } from '@porchlight/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ForgotPasswordFormProps {
  defaultEmail: string;
  onSent: (email: string) => void;
}

export function ForgotPasswordForm({ defaultEmail, onSent }: ForgotPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { email: defaultEmail },
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={requestReset.isPending}>
        {requestReset.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
