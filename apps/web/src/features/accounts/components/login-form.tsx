import { zodResolver } from '@hookform/resolvers/zod';
import { AuthenticateRequest } from '@porchlight/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useAuthenticate } from '../api/authenticate';
import { useStartSession } from '../hooks/use-start-session';

export function LoginForm() {
  const form = useForm({
    resolver: zodResolver(AuthenticateRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const authenticate = useAuthenticate();
  const startSession = useStartSession();

  const signIn = form.handleSubmit((credentials) =>
    authenticate.mutate(credentials, {
      onSuccess: (agent) => {
        dismissToasts();
        startSession(agent);
      },
      onError: (error) =>
        toast({
          title: 'Login Failed',
          description: apiErrorMessage(error, 'Login failed. Please try again.'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form noValidate onSubmit={signIn} className="flex flex-col gap-4">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={authenticate.isPending}>
        {authenticate.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
