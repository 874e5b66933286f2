import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm } from '@porchlight/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useChangePassword } from '../api/change-password';
import { PasswordRequirements } from './password-requirements';

const EMPTY = { currentPassword: '', newPassword: '' };

/**
 * The profile's change-password form: the current password, and 8 or more characters (the form's
 * own message, docs/screens.md "Profile tab"). The server holds the new password to the reset's
 * rule, so the reset's requirement list is shown here too.
 */
export function ChangePasswordCard({ agentId }: { agentId: string }) {
  const form = useForm({ resolver: zodResolver(ChangePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const changePassword = useChangePassword();

  const submit = form.handleSubmit((passwords) =>
    changePassword.mutate(
      { agentId, ...passwords },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({ title: 'Password Changed', description: 'Use your new password next time.' });
        },
        onError: (error) => {
          setServerFieldErrors(form.setError, error, ['currentPassword', 'newPassword']);
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to change password'),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label="Current Password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label="New Password" error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <PasswordRequirements password={form.watch('newPassword')} />
          <Button type="submit" variant="outline" disabled={changePassword.isPending}>
            {changePassword.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
