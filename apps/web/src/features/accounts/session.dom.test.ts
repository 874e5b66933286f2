import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { buildAgent, storeAgent } from '@/test/agent';
import {
  endExpiredSession,
  readStoredAgentId,
  storeSignedInAgent,
  workspaceCache,
} from './session';

describe('the browser session', () => {
  it('keeps the agent id and the agent at sign-in', () => {
    storeSignedInAgent(buildAgent({ id: 'agent-7' }));

    expect(localStorage.getItem('agentId')).toBe('agent-7');
    expect(readStoredAgentId()).toBe('agent-7');
  });

  it("falls back to the stored agent's id, and to nobody", () => {
    expect(readStoredAgentId()).toBeNull();
    localStorage.setItem('currentAgent', '{not json');
    expect(readStoredAgentId()).toBeNull();
    storeAgent(buildAgent({ id: 'agent-3' }));
    expect(readStoredAgentId()).toBe('agent-3');
  });

  it('on a lost session, forgets the agent and its data, then shows sign-in', () => {
    storeSignedInAgent(buildAgent());
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/saved', 'agent-1'], []);
    workspaceCache.clear = () => queryClient.clear();
    const navigate = vi.fn();

    endExpiredSession(navigate);

    expect(localStorage.getItem('agentId')).toBeNull();
    expect(localStorage.getItem('currentAgent')).toBeNull();
    expect(queryClient.getQueryData(['/api/saved', 'agent-1'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does nothing when no agent was signed in on this browser', () => {
    const navigate = vi.fn();

    endExpiredSession(navigate);

    expect(navigate).not.toHaveBeenCalled();
  });
});
