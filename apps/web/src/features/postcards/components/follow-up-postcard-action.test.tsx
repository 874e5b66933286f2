import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api';
import { makeLead } from '@/test/lead-fixture';
import { ORDER_ID, POSTCARD_AGENT, POSTCARD_ORDER, postcardPreview } from '@/test/postcards';
import { renderWithProviders } from '@/test/render';
import { FollowUpPostcardAction } from './follow-up-postcard-action';

describe("A follow-up card's postcard action", () => {
  it('says "Postcard sent · View Postcard" once one went out, and shows it', async () => {
    stubApi({ [POSTCARD_ORDER]: postcardPreview() });
    const lead = makeLead({
      postcardSent: true,
      postcardSentAt: '2026-11-09T15:00:00.000Z',
      thanksIoPreviewOrderId: ORDER_ID,
    });
    renderWithProviders(<FollowUpPostcardAction agent={POSTCARD_AGENT} lead={lead} />);

    expect(screen.queryByRole('button', { name: /^Preview Postcard/ })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: `Postcard sent · View Postcard ${lead.address}` }),
    );

    const viewer = screen.getByRole('dialog', { name: 'Your Postcard' });
    expect(await within(viewer).findByRole('img', { name: 'Front of the postcard' })).toBeVisible();
  });

  it('offers Preview Postcard before any was sent', () => {
    stubApi();
    renderWithProviders(<FollowUpPostcardAction agent={POSTCARD_AGENT} lead={makeLead()} />);

    expect(screen.getByRole('button', { name: /^Preview Postcard/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Postcard sent/ })).not.toBeInTheDocument();
  });

  it('says why instead of offering a postcard to an owner marked Do Not Mail', () => {
    stubApi();
    renderWithProviders(
      <FollowUpPostcardAction agent={POSTCARD_AGENT} lead={makeLead({ doNotMail: true })} />,
    );

    expect(screen.getByText("No postcard: the owner's list says Do Not Mail")).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Preview Postcard/ })).not.toBeInTheDocument();
  });
});
