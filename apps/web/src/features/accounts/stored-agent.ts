import { Agent } from '@porchlight/contracts';
import { useState } from 'react';
import { parseJson } from '@/lib/parse-json';
import { readStorage } from '@/lib/storage';
import { CURRENT_AGENT_KEY } from './session';

/** The agent saved at sign-in (account.md §3 "Browser storage"); anything unreadable is no agent. */
export function readStoredAgent(): Agent | null {
  const raw = readStorage('localStorage', CURRENT_AGENT_KEY);
  if (raw === null) return null;
  const parsed = Agent.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : null;
}

export function useStoredAgent(): Agent | null {
  const [agent] = useState(readStoredAgent);
  return agent;
}
