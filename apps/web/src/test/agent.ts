import type { Agent } from '@porchlight/contracts';

export function buildAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 'agent-1',
    name: 'Maria de la Cruz',
    email: 'maria@example.com',
    phone: null,
    subscriptionStatus: 'active',
    subscriptionPlan: 'pro',
    returnAddress: null,
    brokerageName: null,
    agentPhotoUrl: null,
    brokeragePhotoUrl: null,
    ...overrides,
  };
}

export function storeAgent(agent: Agent): void {
  localStorage.setItem('currentAgent', JSON.stringify(agent));
}
