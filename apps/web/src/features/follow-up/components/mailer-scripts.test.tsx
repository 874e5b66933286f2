import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findCard, makeItem, RECORD, renderDashboard } from '@/test/follow-up';
import { openExternal } from '../open-external';

vi.mock('../open-external', () => ({ openExternal: vi.fn() }));

beforeEach(() => {
  vi.mocked(openExternal).mockReset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T16:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The mail app's message for the card's first email, as sent. */
async function sentEmail() {
  const card = await findCard();
  await userEvent.click(
    within(card).getByRole('button', { name: 'Send email to pat@example.net' }),
  );
  await vi.waitFor(() => expect(openExternal).toHaveBeenCalledTimes(1));
  const url = new URL(String(vi.mocked(openExternal).mock.calls[0]?.[0]));
  return {
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('Which scripts a follow-up sends', () => {
  it('sends the Mailer Follow Up Scripts, as the agent edited them, once a postcard went out', async () => {
    const sentAt = '2025-03-09T15:00:00Z';
    renderDashboard([makeItem({ lead: { postcardSent: true, postcardSentAt: sentAt } })], {
      [RECORD]: Response.json({ dayCompleted: false }),
    });

    expect(await sentEmail()).toEqual({
      subject: 'my postcard about 1234 Palm Ave',
      body: 'Hi Pat, did my postcard reach you?',
    });
  });

  it('sends the Outbound Scripts before any postcard', async () => {
    renderDashboard([makeItem()], { [RECORD]: Response.json({ dayCompleted: false }) });

    expect((await sentEmail()).subject).toBe('for Pat (re: 1234 Palm Ave)');
  });

  it("signs a default email with the agent's name and phone", async () => {
    renderDashboard([makeItem({ dayNumber: 3 })], {
      [RECORD]: Response.json({ dayCompleted: false }),
    });

    const { body } = await sentEmail();

    expect(body).toMatch(/\n\nThank you,\nJordan Agent\n\(305\) 555-0199$/);
    expect(body).not.toContain('{agent');
  });
});
