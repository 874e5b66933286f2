import { FOLLOW_UP_BOSS_TEXTS } from '@porchlight/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastFailure } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { useFollowUpBossChange, useFollowUpBossConnection } from '../api/follow-up-boss';

const AUTO_SEND_LABEL = 'Send a lead to Follow Up Boss when I mark it Contacted';

/**
 * Follow Up Boss on the Profile tab (docs/connections.md "Follow Up Boss"): paste the API key
 * (checked by the server with one call, kept encrypted, shown afterwards as its last four
 * characters), the Contacted switch, a warning when Follow Up Boss refused the key, and Remove.
 */
export function FollowUpBossCard({ agentId }: { agentId: string }) {
  const connection = useFollowUpBossConnection(agentId).data;
  const change = useFollowUpBossChange(agentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>Follow Up Boss</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!connection ? (
          <p className="text-muted-foreground">Loading…</p>
        ) : !connection.available ? (
          <p className="text-muted-foreground">
            Follow Up Boss is not available on this server yet.
          </p>
        ) : (
          <>
            {connection.broken && (
              <p role="alert" className="font-medium text-destructive">
                {FOLLOW_UP_BOSS_TEXTS.brokenHere}
              </p>
            )}
            {connection.connected && (
              <p>
                Connected with the key ending in{' '}
                <span className="font-mono font-semibold">{connection.keyLast4}</span>
              </p>
            )}
            {(!connection.connected || connection.broken) && (
              <KeyForm
                autoSend={connection.autoSendOnContacted}
                onConnect={(body) => change.connect.mutateAsync(body)}
              />
            )}
            {connection.connected && (
              <>
                <FormField label={AUTO_SEND_LABEL} inline>
                  <Checkbox
                    role="switch"
                    checked={connection.autoSendOnContacted}
                    disabled={change.settings.isPending}
                    onChange={(event) =>
                      change.settings
                        .mutateAsync(event.target.checked)
                        .catch((error: unknown) =>
                          toastFailure('Could Not Save', error, 'Failed to save the setting'),
                        )
                    }
                  />
                </FormField>
                <Button
                  variant="outline"
                  disabled={change.disconnect.isPending}
                  onClick={() =>
                    change.disconnect
                      .mutateAsync()
                      .then(() => toast({ title: 'Follow Up Boss Key Removed' }))
                      .catch((error: unknown) =>
                        toastFailure('Could Not Remove', error, 'Failed to remove the key'),
                      )
                  }
                >
                  Remove Follow Up Boss key
                </Button>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface KeyFormProps {
  autoSend: boolean;
  onConnect: (body: { apiKey: string; autoSendOnContacted: boolean }) => Promise<unknown>;
}

/** The API key field: password-like, never filled in by the browser, emptied once it is kept. */
function KeyForm({ autoSend, onConnect }: KeyFormProps) {
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onConnect({ apiKey, autoSendOnContacted: autoSend });
      setApiKey('');
      toast({ title: 'Follow Up Boss Connected' });
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.code === 'FOLLOW_UP_BOSS_KEY_REFUSED';
      if (refused) setError('Follow Up Boss did not accept this key. Copy it again.');
      else toastFailure('Could Not Connect', failure, 'Failed to connect Follow Up Boss');
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <FormField
        label="Follow Up Boss API key"
        hint="In Follow Up Boss: Admin → API → Create API Key."
        error={error}
      >
        <Input
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={busy || apiKey.trim() === ''}>
        {busy ? 'Checking…' : 'Connect Follow Up Boss'}
      </Button>
    </form>
  );
}
