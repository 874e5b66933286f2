import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAgent } from '@/features/accounts/api/get-agent';
import { handOverSession } from '@/features/accounts/session';
import { AGENT_ID, buildAgent } from '@/test/agent';
import { sentBodies, stubApi } from '@/test/api';
import { loginRoute } from '@/test/streaks';
import { WorkspaceQueries } from './workspace-queries';

function AgentName() {
  const agent = useAgent(AGENT_ID);
  return <p>{agent.data?.name ?? 'loading'}</p>;
}

describe('the workspace opened by a sign-in', () => {
  it('shows the signed-in agent without reading it again, and records the login once', async () => {
    const fetchMock = stubApi({ [loginRoute(AGENT_ID)]: Response.json({ earnedBadges: [] }) });
    handOverSession(buildAgent({ name: 'Maria Cruz' }));

    render(
      <StrictMode>
        <WorkspaceQueries>
          <AgentName />
        </WorkspaceQueries>
      </StrictMode>,
    );

    expect(screen.getByText('Maria Cruz')).toBeVisible();
    await expect.poll(() => sentBodies(fetchMock, loginRoute(AGENT_ID))).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      `/api/agents/${AGENT_ID}`,
    );
  });

  it('takes over a sign-in finished inside the workspace already open (a card registration)', async () => {
    const fetchMock = stubApi({ [loginRoute(AGENT_ID)]: Response.json({ earnedBadges: [] }) });
    render(
      <WorkspaceQueries>
        <AgentName />
      </WorkspaceQueries>,
    );

    act(() => handOverSession(buildAgent({ name: 'Maria Cruz' })));

    await expect.poll(() => sentBodies(fetchMock, loginRoute(AGENT_ID))).toHaveLength(1);
  });
});
