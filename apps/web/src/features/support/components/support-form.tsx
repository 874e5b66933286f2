import {
  DEFAULT_SUPPORT_PRIORITY,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGES,
  SUPPORT_PRIORITIES,
  type SupportContactRequest,
} from '@porchlight/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage, fieldMessages } from '@/lib/api-error';
import { useLightForm } from '@/lib/form';
import { useSendSupportMessage } from '../api/send-support-message';

/** Who is writing, when the browser knows (a signed-in agent): the form starts with it. */
export interface SupportSender {
  name: string;
  email: string;
}

interface SupportFormProps {
  sender: SupportSender;
  onSent: () => void;
  /** Put the cursor in the first field (when coming back from the success screen). */
  focusOnMount?: boolean;
}

const FIELDS = ['name', 'email', 'category', 'priority', 'subject', 'message'] as const;
/** What the fields hold while editing: text, the category empty until one is picked. */
type SupportFormValues = Record<(typeof FIELDS)[number], string>;

/**
 * docs/screens.md "Support page": editing, sending ('Sending...', disabled), then the page's
 * success screen; on failure the form keeps what was typed. The schema (and zod) loads on first
 * focus.
 */
export function SupportForm({ sender, onSent, focusOnMount }: SupportFormProps) {
  const form = useLightForm<SupportFormValues, SupportContactRequest>({
    defaultValues: {
      name: sender.name,
      email: sender.email,
      category: '',
      priority: DEFAULT_SUPPORT_PRIORITY,
      subject: '',
      message: '',
    },
    loadSchema: () => import('../support-request-schema').then((m) => m.SupportContactRequest),
  });
  const { errors } = form;
  const { sendMessage, isPending } = useSendSupportMessage();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusOnMount) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusOnMount]);

  const submit = form.handleSubmit(async (request) => {
    try {
      await sendMessage(request);
    } catch (error) {
      const messages = fieldMessages(error);
      for (const field of FIELDS) {
        const message = messages[field];
        if (message) form.setError(field, message);
      }
      toast({
        title: SUPPORT_MESSAGES.failedTitle,
        description: apiErrorMessage(error, SUPPORT_MESSAGES.failedDescription),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: SUPPORT_MESSAGES.sentTitle, description: SUPPORT_MESSAGES.sentDescription });
    onSent();
  });

  return (
    <form ref={formRef} {...form.formProps} onSubmit={submit} className="flex flex-col gap-4">
      <FormField label="Name" error={errors.name}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Category" error={errors.category}>
        <Select
          options={SUPPORT_CATEGORIES}
          placeholder="Select a category"
          {...form.register('category')}
        />
      </FormField>
      <FormField label="Priority" error={errors.priority}>
        <Select options={SUPPORT_PRIORITIES} {...form.register('priority')} />
      </FormField>
      <FormField label="Subject" error={errors.subject}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField label="Message" error={errors.message}>
        <Textarea
          rows={6}
          placeholder="Tell us what happened, and what you expected."
          {...form.register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isPending}>
        {isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
