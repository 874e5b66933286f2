import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useLightForm } from '@/lib/form';
import { useAuthenticate } from '../api/authenticate';
import { useStartSession } from '../hooks/use-start-session';

export function LoginForm() {
  const form = useLightForm({
    defaultValues: { email: '', password: '' },
    loadSchema: () => import('../account-schemas').then((m) => m.AuthenticateRequest),
  });
  const { errors } = form;
  const authenticate = useAuthenticate();
  const startSession = useStartSession();

  const signIn = form.handleSubmit(async (credentials) => {
    try {
      const agent = await authenticate.signIn(credentials);
      dismissToasts();
      startSession(agent);
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: apiErrorMessage(error, 'Login failed. Please try again.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form {...form.formProps} onSubmit={signIn} className="flex flex-col gap-4">
      <FormField label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={authenticate.isPending}>
        {authenticate.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
