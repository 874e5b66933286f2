import { REFERRAL_MESSAGES, type Referral } from '@porchlight/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID, buildAgent } from '@/test/agent';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { buildReferral, referralsAnswer, referralsRoute, SEND_INVITE } from '@/test/referrals';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { InviteByEmailCard } from './invite-by-email-card';
import { YourReferrals } from './your-referrals';

const agent = buildAgent();

async function invite(email: string) {
  if (email) await userEvent.type(screen.getByLabelText("Friend's email"), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
}

function renderCard() {
  return renderWithProviders(<InviteByEmailCard agent={agent} />, { toaster: true });
}

describe('Send Email Invitation', () => {
  it('asks for an address, then for a valid one, without calling the server', async () => {
    const fetchMock = stubApi();
    renderCard();
    const field = screen.getByLabelText("Friend's email");

    await invite('');
    expect(field).toHaveAccessibleDescription(REFERRAL_MESSAGES.inviteEmailRequired);

    await invite('not-an-address');
    expect(field).toHaveAccessibleDescription(REFERRAL_MESSAGES.inviteEmailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the invitation in the agent’s name, says so, and lists the friend as pending', async () => {
    let referrals: Referral[] = [];
    const fetchMock = stubApi({
      [SEND_INVITE]: () => {
        referrals = [buildReferral(1, { referredEmail: 'friend@example.com' })];
        return Response.json(referrals[0], { status: 201 });
      },
      [referralsRoute(AGENT_ID)]: () => referralsAnswer(referrals),
    });
    renderWithProviders(
      <>
        <InviteByEmailCard agent={agent} />
        <YourReferrals agentId={AGENT_ID} />
      </>,
      { toaster: true },
    );
    expect(await screen.findByText(/No referrals yet/)).toBeVisible();

    await invite(' friend@example.com ');

    await expectToast(
      'Invitation Sent',
      'Your invitation with your referral link is on its way to friend@example.com.',
    );
    expect(sentBodies(fetchMock, SEND_INVITE)).toEqual([
      { referrerId: AGENT_ID, referredEmail: 'friend@example.com', referrerName: agent.name },
    ]);
    expect(screen.getByLabelText("Friend's email")).toHaveValue('');
    expect(await screen.findByText('friend@example.com')).toBeVisible();
    expect(screen.getByText('Pending', { selector: 'span' })).toBeVisible();
  });

  it("toasts 'Error' with the server's message, and keeps the address", async () => {
    const message = 'This person already has a Porchlight account.';
    stubApi({ [SEND_INVITE]: apiError(409, { error: 'EMAIL_TAKEN', message }) });
    renderCard();

    await invite('taken@example.com');

    await expectToast('Error', message);
    expect(screen.getByLabelText("Friend's email")).toHaveValue('taken@example.com');
  });

  it("shows the server's word on the address under the field", async () => {
    const message = 'That is your own email address. Invite someone else.';
    stubApi({
      [SEND_INVITE]: apiError(400, {
        error: 'VALIDATION_ERROR',
        message,
        field: 'referredEmail',
      }),
    });
    renderCard();

    await invite('maria@example.com');

    await expectToast('Error', message);
    expect(screen.getByLabelText("Friend's email")).toHaveAccessibleDescription(message);
  });

  it("falls back to 'Failed to send invitation' when the server says nothing", async () => {
    stubApi({ [SEND_INVITE]: new Response('Bad Gateway', { status: 502 }) });
    renderCard();

    await invite('friend@example.com');

    await expectToast('Error', 'Failed to send invitation');
    expect(screen.getByRole('button', { name: 'Send Invitation' })).toBeEnabled();
  });
});
