import type { ActivityDashboardItem, ApiErrorCode } from '@porchlight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, sentBodies } from '@/test/api';
import {
  ACTIVITY_ID,
  AGENT_ID,
  COMPLETE_DAY,
  callCount,
  contactRow,
  customEmail,
  DASHBOARD,
  expectToast,
  findCard,
  heldReply,
  LEAD_ID,
  makeContact,
  makeItem,
  OPT_OUTS,
  phoneContact,
  RECORD,
  renderDashboard,
} from '@/test/follow-up';
import { ACTION_FIELDS } from '@/test/offline';
import { openExternal } from '../open-external';

vi.mock('../open-external', () => ({ openExternal: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0';

function recorded(contactId: string, status: 'sent' | 'passed') {
  return {
    agentId: AGENT_ID,
    leadId: LEAD_ID,
    activityId: ACTIVITY_ID,
    contactId,
    status,
    ...ACTION_FIELDS,
  };
}

beforeEach(() => {
  vi.mocked(openExternal).mockReset();
  // Noon in Miami and 9:00 AM in Los Angeles: texting hours, unless a test moves the clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T16:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Sending from a follow-up card', () => {
  it('records the email as sent, and only then opens the mail app with the day-1 script', async () => {
    const held = heldReply();
    const { fetchMock } = renderDashboard([makeItem()], { [RECORD]: held.reply });
    // Opened on the 2xx itself, not after the follow-up is read again: closest to the tap.
    let dashboardReadsAtOpen = 0;
    vi.mocked(openExternal).mockImplementation(() => {
      dashboardReadsAtOpen = callCount(fetchMock, DASHBOARD);
    });
    const card = await findCard();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Send email to pat@example.net' }),
    );

    expect(sentBodies(fetchMock, RECORD)).toEqual([recorded('e1', 'sent')]);
    // The server may still refuse it (DNC, quiet hours): nothing reaches the phone until it answers.
    expect(openExternal).not.toHaveBeenCalled();
    const sending = within(card).getByRole('button', { name: 'Sending email to pat@example.net' });
    expect(sending).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Pass pat@example.net' })).toBeDisabled();

    held.answer(Response.json({ dayCompleted: false }));
    await waitFor(() => expect(openExternal).toHaveBeenCalledTimes(1));
    expect(openExternal).toHaveBeenCalledWith(
      'mailto:pat@example.net?subject=for%20Pat%20(re%3A%201234%20Palm%20Ave)&body=Hi%20Pat%2C%20would%20you%20sell%201234%20Palm%20Ave%3F',
    );
    expect(dashboardReadsAtOpen).toBe(1);
    await waitFor(() => expect(callCount(fetchMock, DASHBOARD)).toBe(2));
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Day Complete')).not.toBeInTheDocument();
  });

  it.each([
    ['"?" before the body on Android', ANDROID, '?'],
    ['"&" before the body on an iPhone', IPHONE, '&'],
  ])('opens the messages app with %s', async (_label, userAgent, separator) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    renderDashboard([makeItem({ dayNumber: 2, contacts: [phoneContact()] })], {
      [RECORD]: Response.json({ dayCompleted: false }),
    });
    const card = await findCard();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Send text to (305) 555-0100' }),
    );

    await waitFor(() =>
      expect(openExternal).toHaveBeenCalledWith(
        `sms:3055550100${separator}body=Hi%20Pat%2C%201234%20Palm%20Ave%3F`,
      ),
    );
  });

  it('fills a default script when the agent kept the default for the day', async () => {
    renderDashboard([makeItem({ dayNumber: 6, contacts: [phoneContact()] })], {
      [RECORD]: Response.json({ dayCompleted: false }),
    });
    const card = await findCard();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Send text to (305) 555-0100' }),
    );

    await waitFor(() =>
      expect(openExternal).toHaveBeenCalledWith(expect.stringMatching(/body=is%20this%20Pat%3F$/)),
    );
  });

  it('toasts Day Complete when the send completes the day', async () => {
    renderDashboard([makeItem({ dayNumber: 3 })], {
      [RECORD]: Response.json({ dayCompleted: true }),
    });
    const card = await findCard();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Send email to pat@example.net' }),
    );

    await expectToast('Day Complete', 'Day 3 is done. Day 4 opens tomorrow.');
  });

  it('records a passed contact', async () => {
    const { fetchMock } = renderDashboard([makeItem()], {
      [RECORD]: Response.json({ dayCompleted: true }),
    });
    const card = await findCard();

    await userEvent.click(within(card).getByRole('button', { name: 'Pass pat@example.net' }));

    await expectToast('Day Complete', 'Day 1 is done. Day 2 opens tomorrow.');
    expect(sentBodies(fetchMock, RECORD)).toEqual([recorded('e1', 'passed')]);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it.each<[ApiErrorCode, ActivityDashboardItem, string, string, object?]>([
    ['CONTACT_DNC', makeItem(), 'Send email to pat@example.net', 'This contact asked to stop.'],
    [
      'QUIET_HOURS',
      // The phone's clock says texting hours are open; the server's clock, the one that counts,
      // says they have closed.
      makeItem({ dayNumber: 2, contacts: [phoneContact()] }),
      'Send text to (305) 555-0100',
      'Texts to this owner can be sent from 8:00 AM EDT.',
      { opensAt: '2025-03-11T12:00:00.000Z' },
    ],
  ])(
    "opens nothing and shows the server's reason when it refuses to record a send (%s)",
    async (code, item, send, message, details = {}) => {
      renderDashboard([item], { [RECORD]: apiError(409, { ...details, error: code, message }) });
      const card = await findCard();

      await userEvent.click(within(card).getByRole('button', { name: send }));

      await expectToast('Send Not Recorded', message);
      await waitFor(() => expect(within(card).getByRole('button', { name: send })).toBeEnabled());
      expect(openExternal).not.toHaveBeenCalled();
    },
  );

  it('shows sent and passed contacts with their outcome and no buttons', async () => {
    renderDashboard([
      makeItem({
        contacts: [
          makeContact({ status: 'sent', sentAt: '2025-03-10T15:00:00.000Z' }),
          makeContact({ id: 'e2', recipientValue: 'kim@example.net', status: 'passed' }),
          makeContact({ id: 'e3', recipientValue: 'lee@example.net' }),
        ],
      }),
    ]);
    const card = await findCard();
    const sent = contactRow(card, 'pat@example.net');
    const passed = contactRow(card, 'kim@example.net');

    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
    expect(within(passed).getByText('Passed')).toBeInTheDocument();
    expect(within(passed).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Send email to lee@example.net' }),
    ).toBeEnabled();
  });
});

describe('Contacts that must not be sent', () => {
  it("says why an imported phone is DNC: its list's reason, beside it and as Send's reason", async () => {
    renderDashboard([
      makeItem({ dayNumber: 2, contacts: [phoneContact({ dncStatus: true, dncReason: 'tcpa' })] }),
    ]);
    const card = await findCard();
    const send = within(card).getByRole('button', { name: 'Send text to (305) 555-0100' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Do not contact: TCPA');
    expect(within(card).getByText('DNC · TCPA')).toBeVisible();
  });

  it('holds back a DNC phone and an opted-out one, saying why', async () => {
    renderDashboard([
      makeItem({
        dayNumber: 2,
        contacts: [
          phoneContact({ dncStatus: true }),
          phoneContact({ id: 'p2', recipientValue: '3055550111', dncStatus: true, optedOut: true }),
          phoneContact({ id: 'p3', recipientValue: '3055550122' }),
        ],
      }),
    ]);
    const card = await findCard();

    const dnc = within(card).getByRole('button', { name: 'Send text to (305) 555-0100' });
    expect(dnc).toBeDisabled();
    expect(dnc).toHaveAccessibleDescription('Do not contact');
    const optedOut = within(card).getByRole('button', { name: 'Send text to (305) 555-0111' });
    expect(optedOut).toBeDisabled();
    expect(optedOut).toHaveAccessibleDescription('Asked to stop');
    expect(
      within(card).queryByRole('button', { name: 'Asked to Stop (305) 555-0111' }),
    ).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Pass \(305\) 555-01[01]/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Pass (305) 555-0122' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Send text to (305) 555-0122' })).toBeEnabled();
  });

  it('records that the owner asked to stop, once confirmed', async () => {
    const { fetchMock } = renderDashboard([makeItem()], {
      [OPT_OUTS]: Response.json({
        id: 'o1',
        contactType: 'email',
        contactValue: 'pat@example.net',
        leadId: LEAD_ID,
        address: '1234 Palm Ave',
        ownerName: 'Ana Diaz',
        createdAt: '2025-03-10T15:00:00.000Z',
      }),
    });
    const card = await findCard();
    const askedToStop = within(card).getByRole('button', {
      name: 'Asked to Stop pat@example.net',
    });

    await userEvent.click(askedToStop);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, OPT_OUTS)).toEqual([]);

    await userEvent.click(askedToStop);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Asked to Stop' }));

    await expectToast('Marked as Asked to Stop', 'pat@example.net will not be contacted again.');
    expect(sentBodies(fetchMock, OPT_OUTS)).toEqual([
      { agentId: AGENT_ID, leadId: LEAD_ID, contactId: 'e1' },
    ]);
    await waitFor(() => expect(callCount(fetchMock, DASHBOARD)).toBe(2));
  });
});

describe('Texting hours', () => {
  it("holds texts back before 8:00 in the owner's zone, saying why beside Send", async () => {
    // 6:00 AM in New York (EST).
    vi.setSystemTime(new Date('2025-01-15T11:00:00Z'));
    const { fetchMock } = renderDashboard([
      makeItem({ dayNumber: 2, contacts: [customEmail(), phoneContact()] }),
    ]);
    const card = await findCard();
    const reason = 'Texts to this owner can be sent from 8:00 AM EST.';

    const send = within(card).getByRole('button', { name: 'Send text to (305) 555-0100' });
    const row = send.closest('li');
    if (!row) throw new Error('No row around the Send button');
    expect(within(row).getByText(reason)).toBeVisible();
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(reason);
    await userEvent.click(send);
    expect(sentBodies(fetchMock, RECORD)).toEqual([]);
    expect(openExternal).not.toHaveBeenCalled();
    // An email is not a text: it may go at any hour.
    expect(
      within(card).getByRole('button', { name: 'Send email to owner@custom.test' }),
    ).toBeEnabled();
  });

  it("says when texts open in the owner's own zone", async () => {
    // 5:00 AM in Los Angeles (PDT).
    vi.setSystemTime(new Date('2025-03-10T12:00:00Z'));
    renderDashboard([
      makeItem({ dayNumber: 2, ownerTimeZone: 'America/Los_Angeles', contacts: [phoneContact()] }),
    ]);
    const card = await findCard();

    const send = within(card).getByRole('button', { name: 'Send text to (305) 555-0100' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Texts to this owner can be sent from 8:00 AM PDT.');
  });

  it.each([
    // The phone says 00:45 in New York; the server, answering the dashboard, says 08:30: open.
    ['2025-01-15T05:45:00Z', '2025-01-15T13:30:00Z', null],
    // The phone says noon; the server says 6:00 AM: held back.
    ['2025-01-15T17:00:00Z', '2025-01-15T11:00:00Z', '8:00 AM EST'],
  ])(
    "holds or opens texts by the server's clock, not the phone's (phone %s, server %s)",
    async (phone, server, opensAt) => {
      vi.setSystemTime(new Date(phone));
      const items = [makeItem({ dayNumber: 2, contacts: [phoneContact()] })];
      const date = new Date(server).toUTCString();
      renderDashboard(() => Response.json(items, { headers: { date } }));
      const card = await findCard();

      const send = within(card).getByRole('button', { name: 'Send text to (305) 555-0100' });
      if (opensAt === null) {
        expect(within(card).queryByText(/Texts to this owner/)).not.toBeInTheDocument();
        expect(send).toBeEnabled();
      } else {
        expect(send).toBeDisabled();
        expect(send).toHaveAccessibleDescription(
          `Texts to this owner can be sent from ${opensAt}.`,
        );
      }
    },
  );

  it('lets texts go during the day', async () => {
    // 1:00 PM in Los Angeles.
    vi.setSystemTime(new Date('2025-03-10T20:00:00Z'));
    renderDashboard([
      makeItem({ dayNumber: 2, ownerTimeZone: 'America/Los_Angeles', contacts: [phoneContact()] }),
    ]);
    const card = await findCard();

    expect(within(card).queryByText(/Texts to this owner/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send text to (305) 555-0100' })).toBeEnabled();
  });
});

describe('Custom contacts', () => {
  it('asks the server first and opens the link once it allows the send; a day with nothing else completes', async () => {
    const held = heldReply();
    const { fetchMock } = renderDashboard(
      [makeItem({ contacts: [customEmail(), makeContact({ dncStatus: true })] })],
      { [RECORD]: held.reply },
    );
    const card = await findCard();
    expect(within(card).queryByRole('button', { name: 'Pass owner@custom.test' })).toBeNull();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Send email to owner@custom.test' }),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, RECORD)).toEqual([
        {
          agentId: AGENT_ID,
          leadId: LEAD_ID,
          activityId: ACTIVITY_ID,
          contactId: 'custom-email',
          status: 'sent',
          ...ACTION_FIELDS,
        },
      ]),
    );
    expect(openExternal).not.toHaveBeenCalled();

    held.answer(Response.json({ dayCompleted: true }));
    await expectToast('Day Complete', 'Day 1 is done. Day 2 opens tomorrow.');
    expect(openExternal).toHaveBeenCalledWith(
      expect.stringMatching(/^mailto:owner@custom\.test\?/),
    );
    expect(sentBodies(fetchMock, COMPLETE_DAY)).toEqual([]);
  });

  it('opens nothing when the server refuses a send to the agent’s own contact', async () => {
    renderDashboard([makeItem({ contacts: [customEmail(), makeContact()] })], {
      [RECORD]: apiError(409, {
        error: 'CONTACT_DNC',
        message: 'This owner asked you to stop: nothing more can be sent to this contact.',
      }),
    });
    const card = await findCard();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Send email to owner@custom.test' }),
    );

    await expectToast(
      'Send Not Recorded',
      'This owner asked you to stop: nothing more can be sent to this contact.',
    );
    expect(openExternal).not.toHaveBeenCalled();
  });
});
