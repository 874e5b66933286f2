// The follow-up's toasts (docs/screens.md "Follow-up card"); their texts are chosen here, once.
import { toast } from '@/hooks/use-toast';
import { dayCompleteText } from './day-messages';

export function toastDayComplete(dayNumber: number): void {
  toast({ title: 'Day Complete', description: dayCompleteText(dayNumber) });
}

export const FAILURES = {
  send: {
    title: 'Send Not Recorded',
    text: 'Could not record this message as sent. Please try again.',
  },
  pass: { title: 'Update Failed', text: 'Could not pass this contact. Please try again.' },
  optOut: {
    title: 'Update Failed',
    text: 'Could not record that the owner asked to stop. Please try again.',
  },
  completeDay: { title: 'Update Failed', text: 'Could not complete this day. Please try again.' },
  dismiss: {
    title: 'Dismiss Failed',
    text: 'Could not remove this lead from follow-up. Please try again.',
  },
  /** docs/screens.md "Edit/Add Contact dialog": never the server's sentence. */
  customContact: {
    title: 'Update Failed',
    text: 'Could not save contact information. Please try again.',
  },
} as const;
