import type { FollowUpLead } from '@porchlight/contracts';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { useUpdateCustomContact } from '../api/update-custom-contact';
import { checkCustomContact, customContactTitle } from '../custom-contact-form';
import { FAILURES } from '../follow-up-toasts';

interface CustomContactDialogProps {
  agentId: string;
  lead: FollowUpLead;
}

type Field = 'customEmail' | 'customPhone';

/**
 * The Edit/Add Contact dialog (docs/screens.md "Edit/Add Contact dialog"): the agent's own email
 * and phone for the owner, shown first on every day as custom contacts.
 */
export function CustomContactDialog({ agentId, lead }: CustomContactDialogProps) {
  const title = customContactTitle(lead);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState<Field | null>(null);
  const fields = {
    customEmail: useRef<HTMLInputElement>(null),
    customPhone: useRef<HTMLInputElement>(null),
  };
  const save = useUpdateCustomContact({
    agentId,
    swipeActionId: lead.swipeActionId,
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Contact Saved', description: `${lead.address} has your custom contact.` });
      },
      onError: () =>
        toast({
          title: FAILURES.customContact.title,
          description: FAILURES.customContact.text,
          variant: 'destructive',
        }),
    },
  });

  const onOpenChange = (next: boolean) => {
    if (next) {
      setEmail(lead.customEmail ?? '');
      setPhone(lead.customPhone ?? '');
      setInvalid(null);
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCustomContact(email, phone);
    if (!check.ok) {
      setInvalid(check.field);
      fields[check.field].current?.focus();
      toast({
        title: check.message.title,
        description: check.message.text,
        variant: 'destructive',
      });
      return;
    }
    setInvalid(null);
    dismissToasts();
    save.mutate(check.values);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="px-3 text-sm">
          <UserPlus aria-hidden="true" />
          {title} <span className="sr-only">{lead.address}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Your own email or phone for the owner of {lead.address}. It is listed first on every day
            of the follow-up.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <FormField label="Custom email">
              <Input
                ref={fields.customEmail}
                type="email"
                autoComplete="off"
                value={email}
                aria-invalid={invalid === 'customEmail' || undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <FormField label="Custom phone">
              <Input
                ref={fields.customPhone}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={phone}
                aria-invalid={invalid === 'customPhone' || undefined}
                onChange={(event) => setPhone(event.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Contact'}
            </Button>
          </form>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
