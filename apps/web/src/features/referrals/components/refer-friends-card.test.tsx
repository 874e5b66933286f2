import { REFERRAL_MESSAGES } from '@porchlight/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { buildReferral, CREATE_REFERRAL } from '@/test/referrals';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { ReferFriendsCard } from './refer-friends-card';

async function refer(email: string) {
  if (email) await userEvent.type(screen.getByLabelText("Friend's email"), email);
  await userEvent.click(screen.getByRole('button', { name: 'Add Referral' }));
}

function renderCard() {
  return renderWithProviders(<ReferFriendsCard agentId={AGENT_ID} />, { toaster: true });
}

describe('Refer Friends, on the wallet page', () => {
  it("says 'Email Required' for an empty field, and asks for a valid address", async () => {
    const fetchMock = stubApi();
    renderCard();
    const field = screen.getByLabelText("Friend's email");

    await refer('');
    expect(field).toHaveAccessibleDescription(REFERRAL_MESSAGES.walletEmailRequired);

    await refer('friend@');
    expect(field).toHaveAccessibleDescription(REFERRAL_MESSAGES.inviteEmailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records the referral and says what it is worth', async () => {
    const fetchMock = stubApi({
      [CREATE_REFERRAL]: Response.json(buildReferral(1, { referredEmail: 'pat@example.com' }), {
        status: 201,
      }),
    });
    renderCard();

    await refer('pat@example.com');

    await expectToast(
      'Referral Added',
      'pat@example.com is on your referral list. When they join with this email, you each get 25 credits once they are confirmed (their email and first batch of leads, or their first paid week).',
    );
    expect(sentBodies(fetchMock, CREATE_REFERRAL)).toEqual([
      { referrerId: AGENT_ID, referredEmail: 'pat@example.com' },
    ]);
    expect(screen.getByLabelText("Friend's email")).toHaveValue('');
  });

  it("toasts 'Referral Failed' with the server's message", async () => {
    const message = 'You have sent too many invitations today. Try again tomorrow.';
    stubApi({ [CREATE_REFERRAL]: apiError(429, { error: 'RATE_LIMITED', message }) });
    renderCard();

    await refer('pat@example.com');

    await expectToast('Referral Failed', message);
    expect(screen.getByLabelText("Friend's email")).toHaveValue('pat@example.com');
  });

  it("toasts 'Referral Failed' in its own words when the server says nothing", async () => {
    stubApi({ [CREATE_REFERRAL]: new Response('', { status: 503 }) });
    renderCard();

    await refer('pat@example.com');

    await expectToast('Referral Failed', 'Failed to add referral');
  });
});
