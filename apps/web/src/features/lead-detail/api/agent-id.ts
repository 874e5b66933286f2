import { apiErrorMessage } from '@/lib/api-error';

/** Enhance and status updates require an agent id. */
export const AGENT_ID_REQUIRED = 'Agent ID required';

export class AgentIdRequiredError extends Error {
  constructor() {
    super(AGENT_ID_REQUIRED);
    this.name = 'AgentIdRequiredError';
  }
}

/** The agent id, or an AgentIdRequiredError before anything is sent. */
export function requireAgentId(agentId: string): string {
  if (!agentId.trim()) throw new AgentIdRequiredError();
  return agentId;
}

/**
 * A failed call's toast text: "Agent ID required", else the server's sentence where the error
 * catalogue shows one, else the catalogue's fallback.
 */
export function failureText(
  error: unknown,
  fallback: string,
  { serverMessage = true }: { serverMessage?: boolean } = {},
): string {
  if (error instanceof AgentIdRequiredError) return error.message;
  return serverMessage ? apiErrorMessage(error, fallback) : fallback;
}
