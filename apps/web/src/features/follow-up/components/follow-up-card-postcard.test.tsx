import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api';
import {
  AGENT_ID,
  DASHBOARD,
  findCard,
  MAILER_SCRIPTS,
  MAILER_SCRIPTS_RESPONSE,
  makeItem,
  SCRIPTS,
  SCRIPTS_RESPONSE,
  SENDER,
} from '@/test/follow-up';
import { renderWithProviders } from '@/test/render';
import { FollowUpDashboard } from './follow-up-dashboard';

describe('a follow-up card', () => {
  it("shows the page's postcard action among the card's actions, for the card's lead", async () => {
    stubApi({
      [DASHBOARD]: Response.json([makeItem()]),
      [SCRIPTS]: Response.json(SCRIPTS_RESPONSE),
      [MAILER_SCRIPTS]: Response.json(MAILER_SCRIPTS_RESPONSE),
    });
    renderWithProviders(
      <FollowUpDashboard
        agentId={AGENT_ID}
        sender={SENDER}
        onViewLead={() => {}}
        renderContactStatus={() => null}
        renderPostcardAction={(lead) => <button type="button">Postcard for {lead.address}</button>}
      />,
    );

    const card = await findCard();

    expect(within(card).getByRole('button', { name: 'Postcard for 1234 Palm Ave' })).toBeVisible();
  });
});
