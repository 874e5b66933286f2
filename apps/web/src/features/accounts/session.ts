import type { Agent } from '@porchlight/contracts';
import { useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

// No zod here, nor lib/parse-json (it shares a chunk with the contracts' schemas): the sign-in
// pages import this module, and a public page has no room for zod.

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

/**
 * The signed-in workspace's cache of the agent's answers (its query client, set when the workspace
 * first opens: the public pages do not load TanStack Query, docs/performance.md).
 */
export const workspaceCache: { clear?: () => void } = {};

/** Logout and a lost session end alike: nothing of the agent is kept, and sign-in shows. */
export function endSession(navigate: Navigate): void {
  clearStoredSession();
  navigate('/login');
  workspaceCache.clear?.();
}

/** docs/screens.md "Every page": a 401 while the browser holds an agent id ends the session. */
export function endExpiredSession(navigate: Navigate): void {
  if (readStoredAgentId() !== null) endSession(navigate);
}

let startedSession: Agent | undefined;
const handOverListeners = new Set<() => void>();

/**
 * Sign-in, registration and a password reset hand the agent to the workspace they open: it keeps
 * the agent's answer (no second read) and records the login (app/workspace-queries.tsx).
 */
export function handOverSession(agent: Agent): void {
  startedSession = agent;
  for (const listener of handOverListeners) listener();
}

/** Told of each hand-over: a card registration finishes inside the workspace already open. */
export function onSessionHandOver(listener: () => void): () => void {
  handOverListeners.add(listener);
  return () => handOverListeners.delete(listener);
}

/** The agent just signed in, if any: `take` also forgets it, so the login is recorded once. */
export function startedSessionAgent({ take }: { take: boolean }): Agent | undefined {
  const agent = startedSession;
  if (take) startedSession = undefined;
  return agent;
}
