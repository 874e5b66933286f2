import { cityLine, type Lead } from '@porchlight/contracts';
import { useRef } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useOpenSettled } from '../hooks/use-open-settled';
import { CashOffersTeaser } from './cash-offers-teaser';
import { ContactStatusToggle } from './contact-status-toggle';
import { DealEvaluation } from './deal-evaluation';
import { OwnerContactInformation } from './owner-contact-information';
import { PropertyOverview } from './property-overview';
import { StreetViewSection } from './street-view-section';

export interface LeadDetailDialogProps {
  agentId: string;
  /** The freshest copy of the lead from the parent's list; nothing opens without one. */
  lead: Lead | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The Property Details dialog (workspace.md §2): cash-buyer offers teaser, Street View, Property
 * Overview, Owner Contact Information and Deal Evaluation, with the contact status toggle on top.
 * Its sections mount afresh on every opening (Radix unmounts a closed dialog's content) and for
 * every lead (`key`), so passed contacts and the Enhanced state never carry over to another lead.
 */
export function LeadDetailDialog({ agentId, lead, open, onOpenChange }: LeadDetailDialogProps) {
  const mapMayLoad = useOpenSettled(open);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open && lead !== null} onOpenChange={onOpenChange}>
      {lead && (
        <DialogContent
          ref={content}
          // Focus the dialog itself, not its first control: a screen reader starts at the title,
          // and a stray Enter cannot mark the lead contacted (WAI-ARIA APG, dialog pattern).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{lead.address}</DialogTitle>
            <DialogDescription>
              {cityLine(lead.city, lead.state, lead.zip) || 'Property details'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody key={lead.id} className="flex flex-col gap-6">
            <ContactStatusToggle agentId={agentId} lead={lead} />
            <CashOffersTeaser lead={lead} />
            <StreetViewSection lead={lead} mapMayLoad={mapMayLoad} />
            <PropertyOverview lead={lead} />
            <OwnerContactInformation agentId={agentId} lead={lead} />
            <DealEvaluation lead={lead} />
          </DialogBody>
        </DialogContent>
      )}
    </Dialog>
  );
}
