import type { EnrichResponse, Lead } from '@porchlight/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import {
  LeadDetailDialog,
  type LeadDetailDialogProps,
} from '@/features/lead-detail/components/lead-detail-dialog';
import { createQueryClient } from '@/lib/query-client';
import { makeLead } from './lead-fixture';
import { renderWithProviders } from './render';

export const AGENT_ID = '6f1c3a52-2d0e-4b8a-9a55-1c2f3e4d5a6b';
const LEAD_ID = makeLead().id;
export const LEAD = `GET /api/leads/${LEAD_ID}`;
export const PASS_CONTACT = `POST /api/leads/${LEAD_ID}/pass-contact`;
export const ENRICH = `POST /api/leads/${LEAD_ID}/enrich`;
export const CONTACT_STATUS = `PATCH /api/leads/${LEAD_ID}/contact-status`;

/** The fixture lead with an owner phone (one DNC) and an email. */
export function leadWithContacts(overrides: Partial<Lead> = {}): Lead {
  return makeLead({
    phoneNumbers: [
      { id: 'p1', number: '3055550123', dnc: false, source: 'sample', personName: 'Ana Diaz' },
      { id: 'p2', number: '+1 305 555 0188', dnc: true, source: 'sample', personName: null },
    ],
    emails: [{ id: 'e1', email: 'ana@example.com', source: 'sample', personName: 'Ana Diaz' }],
    ...overrides,
  });
}

/** An Enhance answer with these counts; the lead comes back enhanced. */
export function enriched(
  stats: Partial<EnrichResponse['stats']>,
  alreadyEnriched = false,
): Response {
  const body: EnrichResponse = {
    enhancedData: { emails: [], phones: [] },
    lead: makeLead({ skipSherpaEnriched: true }),
    stats: { phonesAdded: 0, emailsAdded: 0, phonesFound: 0, emailsFound: 0, ...stats },
    alreadyEnriched,
  };
  return Response.json(body);
}

/** The dialog, open on `lead`, with the toasts. */
export function renderDetails(lead: Lead, agentId = AGENT_ID) {
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const view = renderWithProviders(
    <LeadDetailDialog agentId={agentId} lead={lead} open onOpenChange={onOpenChange} />,
    { toaster: true },
  );
  return { ...view, onOpenChange };
}

/** `Dialog` on the fixture lead, opened and closed by the test with `setOpen`. */
export function renderOpenable(Dialog: ComponentType<LeadDetailDialogProps>, open: boolean) {
  const queryClient = createQueryClient();
  const ui = (isOpen: boolean) => (
    <QueryClientProvider client={queryClient}>
      <Dialog agentId={AGENT_ID} lead={makeLead()} open={isOpen} onOpenChange={() => {}} />
    </QueryClientProvider>
  );
  const view = render(ui(open));
  return { ...view, setOpen: (isOpen: boolean) => view.rerender(ui(isOpen)) };
}

/** A section of the dialog, found by its heading. */
export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export { heldReply } from './api';
export { expectToast } from './toasts';
