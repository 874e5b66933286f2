import { zodResolver } from '@hookform/resolvers/zod';
import { SaveWebhookRequest } from '@porchlight/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast, toastFailure } from '@/hooks/use-toast';
import { isUnauthorized } from '@/lib/api-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useWebhook, useWebhookActions } from '../api/webhook';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookSecret } from './webhook-secret';

/**
 * The Connections section's Webhook card (docs/connections.md "Webhooks"): one https address that
 * any other CRM (Zapier, Make) takes as a trigger, the signing secret shown once, and the last 50
 * delivery attempts.
 */
export function WebhookCard({ agentId }: { agentId: string }) {
  const webhook = useWebhook(agentId);
  const { save, rotate, remove } = useWebhookActions(agentId);
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(SaveWebhookRequest), defaultValues: { url: '' } });
  const savedUrl = webhook.data?.url ?? null;
  useEffect(() => form.reset({ url: savedUrl ?? '' }), [form, savedUrl]);

  const submit = form.handleSubmit(({ url }) =>
    save.mutate(url, {
      onSuccess: (settings) => {
        if (settings.secret) setSecret(settings.secret);
        toast({ title: 'Webhook Saved', description: 'New leads and follow-ups go to it.' });
      },
      onError: (error) => {
        if (setServerFieldErrors(form.setError, error, ['url']).length === 0) {
          toastFailure('Error', error, 'Failed to save the webhook');
        }
      },
    }),
  );
  const newSecret = () =>
    rotate.mutate(undefined, {
      onSuccess: (settings) => setSecret(settings.secret),
      onError: (error) => toastFailure('Error', error, 'Failed to make a new secret'),
    });
  const removeIt = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setSecret(null);
        toast({ title: 'Webhook Removed', description: 'Nothing more is sent to it.' });
      },
      onError: (error) => toastFailure('Error', error, 'Failed to remove the webhook'),
    });

  if (webhook.isError && !isUnauthorized(webhook.error)) {
    return (
      <LoadError
        what="your webhook"
        error={webhook.error}
        retrying={webhook.isFetching}
        onRetry={() => void webhook.refetch()}
      />
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>Webhook</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground">
          Send saved leads, contacted leads and finished follow-ups to any other CRM, Zapier or
          Make, signed so it knows they came from you.
        </p>
        {webhook.data ? (
          <>
            <form noValidate onSubmit={submit} className="flex flex-col gap-3">
              <FormField label="Webhook URL" error={form.formState.errors.url?.message}>
                <Input
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://hooks.zapier.com/…"
                  {...form.register('url')}
                />
              </FormField>
              <div className="grid auto-cols-fr grid-flow-col gap-3">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : 'Save'}
                </Button>
                {savedUrl && (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={removeIt}
                    disabled={remove.isPending}
                  >
                    Remove
                  </Button>
                )}
              </div>
            </form>
            {secret && <WebhookSecret secret={secret} />}
            {savedUrl && !secret && (
              <Button variant="ghost" onClick={newSecret} disabled={rotate.isPending}>
                New Signing Secret
              </Button>
            )}
            {savedUrl && <WebhookDeliveryLog attempts={webhook.data.attempts} />}
          </>
        ) : (
          <SkeletonRows label="Loading your webhook..." rows={2} />
        )}
      </CardContent>
    </Card>
  );
}
