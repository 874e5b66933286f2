import { ArrowLeft } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

export function DismissedPanel({ onBackToSaved }: { onBackToSaved: () => void }) {
  return (
    <>
      <Button variant="link" className="self-start px-0" onClick={onBackToSaved}>
        <ArrowLeft aria-hidden />
        Back to Saved
      </Button>
      <PageTitle title="Dismissed Leads" />
      <p className="text-muted-foreground">
        The leads you pass will be listed here, and each can be moved back to your saved leads.
      </p>
    </>
  );
}
