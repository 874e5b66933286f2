import { FOLLOW_UP_BOSS_TEXTS, type FollowUpBossConnection } from '@porchlight/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FOLLOW_UP_BOSS_OFF, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { ConnectionsSection } from './connections-section';
import { FollowUpBossCard } from './follow-up-boss-card';

const AGENT_ID = '6f1c3a52-2d0e-4b8a-9a55-1c2f3e4d5a6b';
const CONNECTION = `/api/connections/follow-up-boss/${AGENT_ID}`;
const READY: FollowUpBossConnection = { ...FOLLOW_UP_BOSS_OFF, available: true };
const CONNECTED: FollowUpBossConnection = {
  ...READY,
  connected: true,
  keyLast4: 'ffee',
  connectedAt: '2026-11-28T19:00:00.000Z',
};

function renderSection() {
  renderWithProviders(
    <ConnectionsSection>
      <FollowUpBossCard agentId={AGENT_ID} />
    </ConnectionsSection>,
    { toaster: true },
  );
}

describe('ConnectionsSection: Follow Up Boss', () => {
  it('takes the key in a password-like field the browser does not fill, then shows its last four', async () => {
    const api = stubApi({
      [`GET ${CONNECTION}`]: Response.json(READY),
      [`PUT ${CONNECTION}`]: Response.json(CONNECTED),
    });
    renderSection();
    expect(screen.getByRole('heading', { name: 'Connections', level: 2 })).toBeInTheDocument();
    const field = await screen.findByLabelText('Follow Up Boss API key');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(field, 'fub_live_5f1c0ffee');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Follow Up Boss' }));
    expect(await screen.findByText('ffee')).toBeInTheDocument();
    expect(sentBodies(api, `PUT ${CONNECTION}`)).toEqual([
      { apiKey: 'fub_live_5f1c0ffee', autoSendOnContacted: false },
    ]);
    expect(screen.queryByLabelText('Follow Up Boss API key')).not.toBeInTheDocument();
  });

  it('says under the field when Follow Up Boss refuses the key', async () => {
    stubApi({
      [`GET ${CONNECTION}`]: Response.json(READY),
      [`PUT ${CONNECTION}`]: apiError(422, {
        error: 'FOLLOW_UP_BOSS_KEY_REFUSED',
        message: 'Follow Up Boss did not accept this API key.',
      }),
    });
    renderSection();
    await userEvent.type(await screen.findByLabelText('Follow Up Boss API key'), 'fub_wrong_key');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Follow Up Boss' }));
    expect(
      await screen.findByText('Follow Up Boss did not accept this key. Copy it again.'),
    ).toBeInTheDocument();
  });

  it('warns when Follow Up Boss refused the kept key, and offers to paste a new one', async () => {
    stubApi({ [`GET ${CONNECTION}`]: Response.json({ ...CONNECTED, broken: true }) });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(FOLLOW_UP_BOSS_TEXTS.brokenHere);
    expect(screen.getByLabelText('Follow Up Boss API key')).toBeInTheDocument();
  });

  it('turns sending on Contacted on with the switch', async () => {
    const api = stubApi({
      [`GET ${CONNECTION}`]: Response.json(CONNECTED),
      [`PATCH ${CONNECTION}`]: Response.json({ ...CONNECTED, autoSendOnContacted: true }),
    });
    renderSection();
    const toggle = await screen.findByRole('switch', {
      name: 'Send a lead to Follow Up Boss when I mark it Contacted',
    });
    await userEvent.click(toggle);
    expect(await screen.findByRole('switch', { checked: true })).toBeInTheDocument();
    expect(sentBodies(api, `PATCH ${CONNECTION}`)).toEqual([{ autoSendOnContacted: true }]);
  });
});
