import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

export function SavedPanel({ onViewDismissed }: { onViewDismissed: () => void }) {
  return (
    <>
      <PageTitle title="Your Saved Leads" />
      <p className="text-muted-foreground">
        The leads you save will be listed here, each with its follow-up steps.
      </p>
      <Button variant="link" className="self-start px-0" onClick={onViewDismissed}>
        View Dismissed Leads
      </Button>
    </>
  );
}
