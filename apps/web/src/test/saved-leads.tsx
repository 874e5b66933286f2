import type { Lead } from '@porchlight/contracts';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { DismissedPanel } from '@/features/saved-leads/components/dismissed-panel';
import { SavedPanel } from '@/features/saved-leads/components/saved-panel';
import { buildAgent } from './agent';
import { fixtureId, makeLead } from './lead-fixture';
import { renderWithProviders } from './render';

export const AGENT_ID = '6f1c3a52-2d0e-4b8a-9a55-1c2f3e4d5a6b';
export const SAVED = `GET /api/saved/${AGENT_ID}`;
export const DISMISSED = `GET /api/dismissed/${AGENT_ID}`;
export const SWIPE = 'POST /api/swipe';
export const EXPORT = 'POST /api/export/saved-leads';
export const unsaveRoute = (leadId: string) => `DELETE /api/leads/${leadId}/unsave`;

const HOUR_MS = 60 * 60 * 1000;

/** A lead delivered `hours` ago, at "<n> Palm Ave". */
export function savedLead(n: number, hours: number, overrides: Partial<Lead> = {}): Lead {
  return makeLead({
    id: fixtureId('lead', n),
    address: `${n} Palm Ave`,
    status: 'saved',
    createdAt: new Date(Date.now() - hours * HOUR_MS).toISOString(),
    ...overrides,
  });
}

const agent = buildAgent({ id: AGENT_ID });

export function renderSaved(props: Partial<Parameters<typeof SavedPanel>[0]> = {}) {
  const handlers = { onViewDismissed: vi.fn(), onGoToToday: vi.fn(), onOpenLead: vi.fn() };
  const view = renderWithProviders(<SavedPanel agent={agent} {...handlers} {...props} />, {
    toaster: true,
  });
  return { ...view, ...handlers };
}

export function renderDismissed() {
  const handlers = { onBackToSaved: vi.fn(), onOpenLead: vi.fn() };
  const view = renderWithProviders(<DismissedPanel agent={agent} {...handlers} />, {
    toaster: true,
  });
  return { ...view, ...handlers };
}

/** The card of the lead at `address`: the list item around its heading. */
export function cardOf(address: string): HTMLElement {
  const card = screen.getByRole('heading', { name: address }).closest('li');
  if (!card) throw new Error(`No card for ${address}`);
  return card;
}

export { heldReply } from './api';
export { toastWith } from './toasts';
