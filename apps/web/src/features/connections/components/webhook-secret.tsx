import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

/** The signing secret, shown once: the agent copies it into their receiver now or makes another. */
export function WebhookSecret({ secret }: { secret: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Secret Copied', description: 'Paste it into your CRM’s webhook settings.' });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Select the secret and copy it yourself.',
        variant: 'destructive',
      });
    }
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed p-3">
      <FormField
        label="Signing secret"
        hint="Shown once. Your receiver checks each Porchlight-Signature with it."
      >
        <Input readOnly value={secret} className="font-mono" onFocus={(e) => e.target.select()} />
      </FormField>
      <Button variant="outline" onClick={() => void copy()}>
        <Copy aria-hidden />
        Copy Secret
      </Button>
    </div>
  );
}
