import type { Agent, CanGenerate, Lead } from '@porchlight/contracts';
import { vi } from 'vitest';
import { TodayTab } from '@/app/today-tab';
import type { ActiveTab } from '@/components/layout/tabs';
import { buildAgent } from './agent';
import { fixtureId, makeLead } from './lead-fixture';
import { renderWithProviders } from './render';

export const AGENT_ID = '6f1c3a52-2d0e-4b8a-9a55-1c2f3e4d5a6b';
export const TODAY = `GET /api/leads/today/${AGENT_ID}`;
export const CAN_GENERATE = `GET /api/leads/can-generate/${AGENT_ID}`;
export const FRESH = `POST /api/leads/fresh/${AGENT_ID}`;

export function buildLead(n: number, status: Lead['status'] = 'new'): Lead {
  return makeLead({
    id: fixtureId('lead', n),
    propertyId: fixtureId('property', n),
    address: `${n} Palm Ave`,
    houseNumber: String(n),
    zip: '33131',
    latitude: null,
    longitude: null,
    leadTypes: ['High Equity'],
    leadReasons: [],
    owner1: null,
    owner2: null,
    ownerFullName: null,
    ownerName: null,
    mailingStreet: null,
    mailingCity: null,
    mailingState: null,
    mailingZip: null,
    estimatedValue: null,
    propertyValue: null,
    equity: null,
    equityBalance: null,
    equityPercent: null,
    lastSalePrice: null,
    lastSaleDate: null,
    status,
    phoneNumbers: [],
    emails: [],
    createdAt: '2026-11-09T12:00:00.000Z',
    sequenceStartedAt: null,
    swipeActionId: null,
  });
}

export function canGenerate(overrides: Partial<CanGenerate> = {}): Response {
  return Response.json({
    canGenerate: true,
    reason: 'ok',
    subscriptionStatus: 'active',
    nextAvailable: null,
    ...overrides,
  } satisfies CanGenerate);
}

export function renderToday(agent: Agent = buildAgent({ id: AGENT_ID })) {
  const onViewChange = vi.fn<(view: ActiveTab) => void>();
  const reload = vi.fn();
  const view = renderWithProviders(
    <TodayTab agent={agent} onViewChange={onViewChange} reload={reload} />,
    { toaster: true },
  );
  return { ...view, onViewChange, reload };
}
