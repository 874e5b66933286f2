import { cityLine, type Lead } from '@porchlight/contracts';
import { type ReactNode, useRef } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { LeadLoadError } from '../hooks/use-lead-detail';
import { useOpenSettled } from '../hooks/use-open-settled';
import { CashOffersTeaser } from './cash-offers-teaser';
import { ContactStatusToggle } from './contact-status-toggle';
import { DealEvaluation } from './deal-evaluation';
import { DetailSection } from './detail-section';
import { LeadDetailPending } from './lead-detail-pending';
import { OwnerContactInformation } from './owner-contact-information';
import { PropertyOverview } from './property-overview';
import { StreetViewSection } from './street-view-section';

export interface LeadDetailDialogProps {
  agentId: string;
  /** The lead as lead detail last read it; null until the first read answers. */
  lead: Lead | null;
  /** The first read failed: said in place of the lead, with a retry. */
  loadError?: LeadLoadError;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The Postcard section's content (another feature's, so the page passes it). */
  renderPostcard?: (lead: Lead) => ReactNode;
  /** The lead's connections (Send to Follow Up Boss): another feature's, after the Postcard. */
  renderConnections?: (lead: Lead) => ReactNode;
}

/**
 * The Property Details dialog (docs/screens.md "Property Details dialog"): cash-buyer offers
 * teaser, Street View, Property Overview, Owner Contact Information and Deal Evaluation, with the
 * contact status toggle on top, then the Postcard, from which the postcard dialog opens. It opens
 * at once, on its loading state until the lead is read. Its sections mount afresh on every opening
 * (Radix unmounts a closed dialog's content) and for every lead (`key`), so passed contacts and the
 * Enhanced state never carry over to another lead.
 */
export function LeadDetailDialog({
  agentId,
  lead,
  loadError,
  open,
  onOpenChange,
  renderPostcard,
  renderConnections,
}: LeadDetailDialogProps) {
  const mapMayLoad = useOpenSettled(open);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        // Focus the dialog itself, not its first control: a screen reader starts at the title,
        // and a stray Enter cannot mark the lead contacted (WAI-ARIA APG, dialog pattern).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
      >
        {lead ? (
          <>
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
              {renderPostcard && (
                <DetailSection title="Postcard">{renderPostcard(lead)}</DetailSection>
              )}
              {renderConnections?.(lead)}
            </DialogBody>
          </>
        ) : (
          <LeadDetailPending loadError={loadError} />
        )}
      </DialogContent>
    </Dialog>
  );
}
