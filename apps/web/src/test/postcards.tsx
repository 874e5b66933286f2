import type { Agent, Lead, PostcardOrder, PostcardPreview } from '@porchlight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadPostcard } from '@/features/postcards/components/lead-postcard';
import { buildAgent } from './agent';
import { makeLead } from './lead-fixture';
import { renderWithProviders } from './render';

export const POSTCARD_AGENT = buildAgent({
  phone: '3055550123',
  returnAddress: '100 Brickell Ave, Miami, FL 33131',
  brokerageName: 'Sunrise Realty',
});
export const POSTCARD_LEAD_ID = makeLead().id;
/** A postcard order's id (the fixture ids have no order kind). */
export const ORDER_ID = '70000000-0000-4000-8000-000000000001';
export const SEND_POSTCARD = 'POST /api/postcards/send';
export const POSTCARD_ORDER = `GET /api/postcards/order/${ORDER_ID}`;
export const PREVIEW_URL = `/api/postcards/order/${ORDER_ID}/preview`;

/** The server's answer to GET order: the rendered card, and where it stands with the service. */
export function postcardPreview(status: PostcardPreview['status'] = 'rendered'): Response {
  const preview: PostcardPreview = { preview_url: PREVIEW_URL, status };
  return Response.json(preview);
}

/** The server's answer to a send: queued, rendered in the background, not mailed. */
export function queuedOrder(): Response {
  const order: PostcardOrder = {
    orderId: ORDER_ID,
    status: 'queued',
    mailed: false,
    failure: null,
  };
  return Response.json(order, { status: 201 });
}

/** The Postcard section of Property Details for `lead`, with the toasts. */
export function renderLeadPostcard(lead: Lead = makeLead(), agent: Agent = POSTCARD_AGENT) {
  return renderWithProviders(<LeadPostcard agent={agent} lead={lead} />, {
    toaster: true,
  });
}

/** Presses Preview Postcard and waits for the dialog's chunk. */
export async function openPostcardDialog(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: /^Preview Postcard/ }));
  return screen.findByRole('dialog', { name: 'Preview Postcard' });
}

export const messageBox = (dialog: HTMLElement) => within(dialog).getByLabelText('Message');
export const frontField = (dialog: HTMLElement) => within(dialog).getByLabelText('Front image URL');
export const sendButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^(Send Postcard|Sending\.\.\.)$/ });
