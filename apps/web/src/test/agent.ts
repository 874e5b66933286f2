import type { Agent } from '@porchlight/contracts';
import { fixtureId } from './lead-fixture';

/** The id of the agent `buildAgent` makes. */
export const AGENT_ID = fixtureId('agent');

export function buildAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    id: AGENT_ID,
    name: 'Maria de la Cruz',
    email: 'maria@example.com',
    phone: null,
    subscriptionStatus: 'active',
    subscriptionPlan: 'pro',
    trialEndsAt: null,
    nextBillingAt: null,
    returnAddress: null,
    returnAddressParts: null,
    brokerageName: null,
    agentPhotoUrl: null,
    brokeragePhotoUrl: null,
    ...overrides,
  };
}

export function storeAgent(agent: Agent): void {
  localStorage.setItem('currentAgent', JSON.stringify(agent));
}
