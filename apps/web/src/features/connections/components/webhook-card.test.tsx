import type { WebhookAttempt, WebhookSettings } from '@porchlight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { stubApi } from '@/test/api';
import { stubClipboard } from '@/test/browser-apis';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { WebhookCard } from './webhook-card';

const WEBHOOK = `/api/agents/${AGENT_ID}/webhook`;
const URL = 'https://hooks.zapier.com/hooks/catch/1/abc';
const SECRET = `whsec_${'a'.repeat(43)}`;

const attempt = (n: number, changes: Partial<WebhookAttempt>): WebhookAttempt => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  attemptedAt: `2026-11-2${n}T15:04:00.000Z`,
  eventId: `evt_${n}`,
  event: 'lead.saved',
  outcome: 'delivered',
  statusCode: 200,
  error: null,
  ...changes,
});
const none: WebhookSettings = { url: null, secret: null, attempts: [] };

function renderCard(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  renderWithProviders(<WebhookCard agentId={AGENT_ID} />, { toaster: true });
  return api;
}

describe('the Webhook card', () => {
  it('says why an address is refused, from the form and from the server', async () => {
    renderCard({
      [`GET ${WEBHOOK}`]: Response.json(none),
      [`PUT ${WEBHOOK}`]: Response.json(
        {
          error: 'VALIDATION_ERROR',
          message: 'url must be a public address, not a private, local or link-local one',
          field: 'url',
          fields: { url: 'url must be a public address, not a private, local or link-local one' },
        },
        { status: 400 },
      ),
    });
    const field = await screen.findByLabelText('Webhook URL');
    await userEvent.type(field, 'http://hooks.example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('url must be an https:// address')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'https://10.0.0.5/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'url must be a public address, not a private, local or link-local one',
      ),
    ).toBeVisible();
  });

  it('shows the signing secret once after the first save, with a copy button', async () => {
    const writeText = stubClipboard(true);
    renderCard({
      [`GET ${WEBHOOK}`]: Response.json(none),
      [`PUT ${WEBHOOK}`]: Response.json({ url: URL, secret: SECRET, attempts: [] }),
    });
    await userEvent.type(await screen.findByLabelText('Webhook URL'), URL);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Secret' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await expectToast('Secret Copied', 'Paste it into your CRM’s webhook settings.');
    expect(screen.getByText('No deliveries yet.')).toBeVisible();
  });

  it('lists the delivery log, newest first, in words', async () => {
    renderCard({
      [`GET ${WEBHOOK}`]: Response.json({
        url: URL,
        secret: null,
        attempts: [
          attempt(5, {}),
          attempt(4, { event: 'lead.contacted', outcome: 'retrying', statusCode: 500 }),
          attempt(3, { event: 'follow_up.finished', outcome: 'failed', statusCode: 404 }),
          attempt(2, { outcome: 'refused', statusCode: null, error: 'private_address' }),
          attempt(1, { outcome: 'failed', statusCode: null, error: 'timeout' }),
        ],
      } satisfies WebhookSettings),
    });
    const log = await screen.findByRole('list', { name: 'Delivery log' });
    const rows = within(log)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Lead savedNov 25, 10:04 AMDelivered',
      'Lead contactedNov 24, 10:04 AMFailed: 500, retrying',
      'Follow-up finishedNov 23, 10:04 AMFailed: 404',
      'Lead savedNov 22, 10:04 AMRefused: private address',
      'Lead savedNov 21, 10:04 AMFailed: no answer in 10 s, gave up',
    ]);
    expect(screen.getByLabelText('Webhook URL')).toHaveValue(URL);
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('removes the webhook', async () => {
    const api = renderCard({
      [`GET ${WEBHOOK}`]: Response.json({ url: URL, secret: null, attempts: [] }),
      [`DELETE ${WEBHOOK}`]: new Response(null, { status: 204 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await expectToast('Webhook Removed', 'Nothing more is sent to it.');
    expect(screen.getByLabelText('Webhook URL')).toHaveValue('');
    expect(api).toHaveBeenCalledWith(WEBHOOK, expect.objectContaining({ method: 'DELETE' }));
  });
});
