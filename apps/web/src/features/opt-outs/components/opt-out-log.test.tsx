import type { OptOut } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentKey } from '@/lib/route-query';
import { stubApi } from '@/test/api';
import { fixtureId } from '@/test/lead-fixture';
import { renderWithProviders } from '@/test/render';
import { OptOutLog } from './opt-out-log';

const AGENT_ID = '6f1c3a52-2d0e-4b8a-9a55-1c2f3e4d5a6b';
const OPT_OUTS = `GET /api/opt-outs/${AGENT_ID}`;

const optOuts: OptOut[] = [
  {
    id: 'opt-2',
    contactType: 'phone',
    contactValue: '3055550123',
    leadId: fixtureId('lead', 2),
    address: '12 Palm Ave',
    ownerName: 'Ana Lopez',
    createdAt: '2025-03-04T15:00:00.000Z',
  },
  {
    id: 'opt-1',
    contactType: 'email',
    contactValue: 'owner@example.com',
    leadId: null,
    address: null,
    ownerName: null,
    createdAt: '2025-02-28T15:00:00.000Z',
  },
];

function renderLog() {
  return renderWithProviders(<OptOutLog agentId={AGENT_ID} />);
}

describe('OptOutLog', () => {
  it('lists each contact that asked to stop, newest first, with a CSV download', async () => {
    stubApi({ [OPT_OUTS]: Response.json(optOuts) });
    const { queryClient } = renderLog();
    expect(screen.getByRole('heading', { level: 2, name: 'Opt-Out Log' })).toBeVisible();
    expect(screen.getByText(/never email or text them again/)).toBeVisible();
    expect(screen.getByText('Loading your opt-out log...')).toBeInTheDocument();

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [phone, email] = items as [HTMLElement, HTMLElement];
    expect(within(phone).getByText('(305) 555-0123')).toBeVisible();
    expect(within(phone).getByText('Ana Lopez')).toBeVisible();
    expect(within(phone).getByText('12 Palm Ave')).toBeVisible();
    expect(phone).toHaveTextContent('Asked to stop on 3/4/2025');
    expect(email).toHaveTextContent('Email: owner@example.com');
    expect(email).toHaveTextContent('Asked to stop on 2/28/2025');

    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download).toHaveAttribute('href', `/api/opt-outs/${AGENT_ID}/export.csv`);
    expect(download).toHaveAttribute('download');
    expect(queryClient.getQueryData(agentKey(routes.getOptOuts, AGENT_ID))).toEqual(optOuts);
  });

  it('says so when no one has asked to stop', async () => {
    stubApi({ [OPT_OUTS]: Response.json([]) });
    renderLog();
    expect(await screen.findByText('No one has asked to stop.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says when the log cannot load, and tries again', async () => {
    let fail = true;
    stubApi({
      [OPT_OUTS]: () =>
        fail
          ? new Response('', { status: 502, statusText: 'Bad Gateway' })
          : Response.json(optOuts),
    });
    renderLog();
    expect(await screen.findByText('We could not load your opt-out log.')).toBeVisible();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('(305) 555-0123')).toBeVisible();
  });
});
