import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { savedLeadCount } from './saved-lead-count';

// The texts are fixed, word for word (docs/screens.md "Saved tab"). A move between the lists is a
// swipe, so it says what a swipe says.

export function toastMovedToDismissed() {
  toast({ title: 'Lead Passed', description: 'This lead has been dismissed' });
}

export function toastMoveToDismissedFailed(error: unknown) {
  toast({
    title: 'Error',
    description: apiErrorMessage(error, 'Failed to record swipe action'),
    variant: 'destructive',
  });
}

export function toastMovedToSaved() {
  toast({ title: 'Lead Saved', description: 'This lead has been added to your saved list' });
}

export function toastSaveFailed() {
  toast({
    title: 'Save Failed',
    description: 'Could not save lead. Please try again.',
    variant: 'destructive',
  });
}

export function toastRemoveFailed() {
  toast({
    title: 'Remove Failed',
    description: 'Could not remove lead. Please try again.',
    variant: 'destructive',
  });
}

export function toastExportStarted(leadCount: number) {
  toast({
    title: 'Export Started',
    description: `We're emailing a CSV of your ${savedLeadCount(leadCount)} to you.`,
  });
}

export function toastExportFailed(error: unknown) {
  toast({
    title: 'Export Failed',
    description: apiErrorMessage(error, 'Could not export leads. Please try again.'),
    variant: 'destructive',
  });
}
