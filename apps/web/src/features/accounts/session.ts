import type { Agent } from '@porchlight/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

// No zod here, nor lib/parse-json (it shares a chunk with the contracts' schemas): the app
// provider imports this module, and the landing page has no room for zod.

/**
 * What the browser keeps (docs/screens.md "Dashboard"). Hints only: the server knows the agent by
 * its session cookie.
 */
export const AGENT_ID_KEY = 'agentId';
export const CURRENT_AGENT_KEY = 'currentAgent';

/** Sign-in, registration and password reset: remember who is signed in on this browser. */
export function storeSignedInAgent(agent: Agent): void {
  writeStorage('localStorage', AGENT_ID_KEY, agent.id);
  storeCurrentAgent(agent);
}

export function storeCurrentAgent(agent: Agent): void {
  writeStorage('localStorage', CURRENT_AGENT_KEY, JSON.stringify(agent));
}

function storedAgentObjectId(): string | null {
  let agent: unknown;
  try {
    agent = JSON.parse(readStorage('localStorage', CURRENT_AGENT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof agent !== 'object' || agent === null || !('id' in agent)) return null;
  return typeof agent.id === 'string' && agent.id !== '' ? agent.id : null;
}

/** docs/screens.md "Dashboard": the stored agent id, else the stored agent's id, else nobody. */
export function readStoredAgentId(): string | null {
  return readStorage('localStorage', AGENT_ID_KEY) || storedAgentObjectId();
}

export function useStoredAgentId(): string | null {
  const [agentId] = useState(readStoredAgentId);
  return agentId;
}

export function clearStoredSession(): void {
  removeStorage('localStorage', AGENT_ID_KEY);
  removeStorage('localStorage', CURRENT_AGENT_KEY);
}

type Navigate = (path: string) => void;

/** Logout and a lost session end alike: nothing of the agent is kept, and sign-in shows. */
export function endSession(queryClient: QueryClient, navigate: Navigate): void {
  clearStoredSession();
  navigate('/login');
  queryClient.clear();
}

/** docs/screens.md "Every page": a 401 while the browser holds an agent id ends the session. */
export function endExpiredSession(queryClient: QueryClient, navigate: Navigate): void {
  if (readStoredAgentId() !== null) endSession(queryClient, navigate);
}
