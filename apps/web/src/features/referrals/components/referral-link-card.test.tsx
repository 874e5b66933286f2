// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { stubApi } from '@/test/api';
import { stubClipboard, stubExecCommand, stubShare } from '@/test/browser-apis';
import { REFERRAL_LINK, referralLinkRoute } from '@/test/referrals';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { ReferralLinkCard } from './referral-link-card';

const LINK = referralLinkRoute(AGENT_ID);

function renderCard() {
  stubApi({ [LINK]: Response.json(REFERRAL_LINK) });
  return renderWithProviders(<ReferralLinkCard agentId={AGENT_ID} />, { toaster: true });
}

const copyButton = () => screen.findByRole('button', { name: 'Copy Link' });

describe('the Referral Link card', () => {
  it('shows the link read-only and the referral code', async () => {
    renderCard();
    expect(screen.getByText('Loading your referral link...')).toBeInTheDocument();

    const field = await screen.findByLabelText('Your referral link');
    expect(field).toHaveValue(REFERRAL_LINK.referralLink);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('MARIA25')).toBeVisible();
    expect(
      screen.getByText(
        'Share your link. When someone joins with it, you each get 25 credits once they are confirmed (their email and first batch of leads, or their first paid week).',
      ),
    ).toBeVisible();
  });

  it('copies the link to the clipboard and says so', async () => {
    const writeText = stubClipboard(true);
    renderCard();

    await userEvent.click(await copyButton());

    expect(writeText).toHaveBeenCalledWith(REFERRAL_LINK.referralLink);
    await expectToast('Link Copied', 'Paste it in a text, an email or a post.');
  });

  it('falls back to the older copy method when the clipboard refuses', async () => {
    stubClipboard(false);
    const execCommand = stubExecCommand(true);
    renderCard();
    const button = await copyButton();

    await userEvent.click(button);

    expect(execCommand).toHaveBeenCalledWith('copy');
    await expectToast('Link Copied', 'Paste it in a text, an email or a post.');
    expect(button).toHaveFocus();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says when neither way could copy', async () => {
    stubExecCommand(false);
    renderCard();

    await userEvent.click(await copyButton());

    await expectToast('Copy Failed', 'Select the link and copy it yourself.');
  });

  it('offers no Share where the browser cannot share', async () => {
    renderCard();
    await copyButton();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shares the link with a title and a text', async () => {
    const share = stubShare();
    const writeText = stubClipboard(true);
    renderCard();

    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Join me on Porchlight',
      text: 'I get my seller leads from Porchlight. Sign up with my link and we both get 25 bonus credits.',
      url: REFERRAL_LINK.referralLink,
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies instead when sharing fails', async () => {
    stubShare(new DOMException('Share failed', 'NotAllowedError'));
    const writeText = stubClipboard(true);
    renderCard();

    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(REFERRAL_LINK.referralLink);
    await expectToast('Link Copied', 'Sharing did not work here, so your link was copied.');
  });

  it('does nothing more when the agent cancels the share sheet', async () => {
    stubShare(new DOMException('Share canceled', 'AbortError'));
    const writeText = stubClipboard(true);
    renderCard();

    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link Copied')).not.toBeInTheDocument();
  });

  it('says when the link cannot be loaded, and tries again', async () => {
    stubApi({ [LINK]: new Response('Bad Gateway', { status: 502 }) });
    renderWithProviders(<ReferralLinkCard agentId={AGENT_ID} />);

    expect(await screen.findByText('We could not load your referral link.')).toBeVisible();
    stubApi({ [LINK]: Response.json(REFERRAL_LINK) });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Your referral link')).toBeVisible();
  });
});
