import { zodResolver } from '@hookform/resolvers/zod';
import { type Agent, MailerSettingsRequest } from '@porchlight/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateMailerSettings } from '../api/update-mailer-settings';

const FIELD_NAMES = [
  'returnAddress',
  'brokerageName',
  'agentPhotoUrl',
  'brokeragePhotoUrl',
] as const;

function formValues(agent: Agent) {
  return {
    returnAddress: agent.returnAddress ?? '',
    brokerageName: agent.brokerageName ?? '',
    agentPhotoUrl: agent.agentPhotoUrl ?? '',
    brokeragePhotoUrl: agent.brokeragePhotoUrl ?? '',
  };
}

/** What the agent's postcards carry (account.md §2 "Profile"); an empty field is "not set". */
export function MailerSettingsForm({ agent }: { agent: Agent }) {
  const form = useForm({
    resolver: zodResolver(MailerSettingsRequest),
    defaultValues: formValues(agent),
  });
  const { errors } = form.formState;
  const update = useUpdateMailerSettings(agent.id);

  const save = form.handleSubmit((settings) =>
    update.mutate(settings, {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        toast({ title: 'Mailer Settings Saved', description: 'Your postcards will use them.' });
      },
      onError: (error) => {
        setServerFieldErrors(form.setError, error, FIELD_NAMES);
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to update mailer settings'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mailer Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="flex flex-col gap-4">
          <FormField label="Return Address" error={errors.returnAddress?.message}>
            <Textarea autoComplete="street-address" {...form.register('returnAddress')} />
          </FormField>
          <FormField label="Brokerage Name" error={errors.brokerageName?.message}>
            <Input autoComplete="organization" {...form.register('brokerageName')} />
          </FormField>
          <FormField label="Agent Photo URL" error={errors.agentPhotoUrl?.message}>
            <Input type="url" inputMode="url" {...form.register('agentPhotoUrl')} />
          </FormField>
          <FormField label="Brokerage Photo URL" error={errors.brokeragePhotoUrl?.message}>
            <Input type="url" inputMode="url" {...form.register('brokeragePhotoUrl')} />
          </FormField>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Mailer Settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
