import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useLightForm } from '@/lib/form';
import { useResetPassword } from '../api/reset-password';
import { useStartSession } from '../hooks/use-start-session';
import { PasswordRequirements } from './password-requirements';

/** The new password, twice, for a verified reset link; success signs the agent in. */
export function NewPasswordForm({ token }: { token: string }) {
  const form = useLightForm({
    defaultValues: { password: '', confirmPassword: '' },
    loadSchema: () => import('../account-schemas').then((m) => m.ResetPasswordForm),
  });
  const { errors } = form;
  const resetPassword = useResetPassword();
  const startSession = useStartSession();

  const submit = form.handleSubmit(({ password }) =>
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: (agent) => {
          toast({
            title: 'Password Updated',
            description: 'Your password has been successfully updated. You are now logged in.',
          });
          startSession(agent);
        },
        onError: (error) =>
          toast({
            title: 'Password Reset Failed',
            description: apiErrorMessage(error, 'Failed to update password. Please try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-4">
      <FormField label="New Password" error={errors.password}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <PasswordRequirements password={form.watch('password')} />
      <FormField label="Confirm New Password" error={errors.confirmPassword}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? 'Updating Password...' : 'Update Password'}
      </Button>
    </form>
  );
}
