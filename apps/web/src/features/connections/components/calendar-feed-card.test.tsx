import type { CalendarFeedLink, CalendarFeedStatus } from '@porchlight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { stubApi } from '@/test/api';
import { stubClipboard } from '@/test/browser-apis';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { CalendarFeedCard } from './calendar-feed-card';

const FEED = `/api/connections/calendar-feed/${AGENT_ID}`;
const TOKEN = 'k3Yz'.repeat(10).concat('abc');
const LINK: CalendarFeedLink = {
  webcalUrl: `webcal://porchlight.example.com/calendar/${TOKEN}.ics`,
  httpsUrl: `https://porchlight.example.com/calendar/${TOKEN}.ics`,
  createdAt: '2026-11-30T15:00:00.000Z',
};

/** A server that keeps the one link: made by POST, ended by DELETE. */
function renderCard(initial: CalendarFeedStatus = { active: false, createdAt: null }) {
  let status = initial;
  const fetchMock = stubApi({
    [`GET ${FEED}`]: () => Response.json(status),
    [`POST ${FEED}`]: () => {
      status = { active: true, createdAt: LINK.createdAt };
      return Response.json(LINK, { status: 201 });
    },
    [`DELETE ${FEED}`]: () => {
      status = { active: false, createdAt: null };
      return new Response(null, { status: 204 });
    },
  });
  renderWithProviders(<CalendarFeedCard agentId={AGENT_ID} />, { toaster: true });
  return fetchMock;
}

const card = () => screen.getByRole('region', { name: 'Calendar Feed' });

describe('the Calendar Feed card', () => {
  it('makes a link and shows it once, with Copy and Add to Calendar', async () => {
    const writeText = stubClipboard(true);
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Calendar Link' }));

    const field = await screen.findByLabelText('Your calendar link');
    expect(field).toHaveValue(LINK.webcalUrl);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
      'href',
      LINK.webcalUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(LINK.webcalUrl);
    await expectToast('Link Copied', 'Paste it where your calendar adds one by URL.');
  });

  it('shows a live link only as live, never its address, once the page is opened again', async () => {
    renderCard({ active: true, createdAt: LINK.createdAt });
    expect(await screen.findByText('Your calendar link is live, made Nov 30, 2026.')).toBeVisible();
    expect(within(card()).queryByLabelText('Your calendar link')).not.toBeInTheDocument();
    expect(within(card()).queryByText(new RegExp(TOKEN))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Link' })).toBeVisible();
  });

  it('revokes the link after asking', async () => {
    const fetchMock = renderCard({ active: true, createdAt: LINK.createdAt });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Link' }));

    await expectToast('Link Revoked', 'Calendars using it get no more updates.');
    expect(await screen.findByText('No calendar link yet.')).toBeVisible();
    const revokes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(revokes).toHaveLength(1);
  });

  it('replaces a live link only once the agent confirms', async () => {
    const fetchMock = renderCard({ active: true, createdAt: LINK.createdAt });
    await userEvent.click(await screen.findByRole('button', { name: 'New Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Link' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'New Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Make New Link' }));
    expect(await screen.findByLabelText('Your calendar link')).toHaveValue(LINK.webcalUrl);
  });
});
