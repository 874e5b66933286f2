import type { Agent } from '@porchlight/contracts';
import { useState } from 'react';
import { parseJson } from '@/lib/parse-json';
import { readStorage } from '@/lib/storage';
import { CURRENT_AGENT_KEY } from './session';

/** The agent saved at sign-in (docs/screens.md "Dashboard"); anything unreadable is no agent. */
export function readStoredAgent(): Agent | null {
  const raw = readStorage('localStorage', CURRENT_AGENT_KEY);
  if (raw === null) return null;
  const stored = parseJson(raw);
  return isAgent(stored) ? stored : null;
}

const TEXT_FIELDS = ['id', 'name', 'email', 'subscriptionStatus', 'subscriptionPlan'] as const;
const OPTIONAL_TEXT_FIELDS = [
  'phone',
  'returnAddress',
  'brokerageName',
  'agentPhotoUrl',
  'brokeragePhotoUrl',
] as const;

/** The shape of `Agent`, checked by hand: the dashboard's first screen has no room for zod. */
function isAgent(value: unknown): value is Agent {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((key) => typeof fields[key] === 'string') &&
    OPTIONAL_TEXT_FIELDS.every((key) => fields[key] === null || typeof fields[key] === 'string')
  );
}

export function useStoredAgent(): Agent | null {
  const [agent] = useState(readStoredAgent);
  return agent;
}
