import { zodResolver } from '@hookform/resolvers/zod';
import { type Agent, MailerSettingsRequest } from '@porchlight/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateMailerSettings } from '../api/update-mailer-settings';

const FIELD_NAMES = [
  'returnAddressParts.street',
  'returnAddressParts.city',
  'returnAddressParts.state',
  'returnAddressParts.zip',
  'brokerageName',
  'agentPhotoUrl',
  'brokeragePhotoUrl',
] as const;

/** A return address saved as one free-text line, before it had parts; null once it has them. */
function legacyAddress(agent: Agent): string | null {
  return agent.returnAddressParts ? null : agent.returnAddress;
}

function formValues(agent: Agent) {
  const parts = agent.returnAddressParts;
  return {
    // Sent back as it is while its parts are empty, so saving the photos does not lose it.
    returnAddress: legacyAddress(agent) ?? '',
    returnAddressParts: {
      street: parts?.street ?? '',
      city: parts?.city ?? '',
      state: parts?.state ?? '',
      zip: parts?.zip ?? '',
    },
    brokerageName: agent.brokerageName ?? '',
    agentPhotoUrl: agent.agentPhotoUrl ?? '',
    brokeragePhotoUrl: agent.brokeragePhotoUrl ?? '',
  };
}

/**
 * What the agent's postcards carry (the Profile's Mailer Settings); an empty field is "not set". The
 * return address is asked for in its parts, as the postcard service prints it.
 */
export function MailerSettingsForm({ agent }: { agent: Agent }) {
  const form = useForm({
    resolver: zodResolver(MailerSettingsRequest),
    defaultValues: formValues(agent),
  });
  const { errors } = form.formState;
  const partErrors = errors.returnAddressParts;
  const update = useUpdateMailerSettings(agent.id);
  const legacy = legacyAddress(agent);

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
          <fieldset className="flex min-w-0 flex-col gap-4">
            <legend className="mb-3 text-base font-semibold">Return Address</legend>
            {legacy && (
              <p className="text-sm text-muted-foreground">
                Saved as one line: “{legacy}”. Enter it below as street, city, state and ZIP so
                postcards can be mailed with it.
              </p>
            )}
            <FormField label="Street" error={partErrors?.street?.message}>
              <Input autoComplete="address-line1" {...form.register('returnAddressParts.street')} />
            </FormField>
            <FormField label="City" error={partErrors?.city?.message}>
              <Input autoComplete="address-level2" {...form.register('returnAddressParts.city')} />
            </FormField>
            <div className="grid grid-cols-2 gap-3">
              <FormField label="State" error={partErrors?.state?.message}>
                <Input
                  autoComplete="address-level1"
                  autoCapitalize="characters"
                  maxLength={2}
                  placeholder="FL"
                  {...form.register('returnAddressParts.state')}
                />
              </FormField>
              <FormField label="ZIP" error={partErrors?.zip?.message}>
                <Input
                  autoComplete="postal-code"
                  maxLength={10}
                  placeholder="33131"
                  {...form.register('returnAddressParts.zip')}
                />
              </FormField>
            </div>
          </fieldset>
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
