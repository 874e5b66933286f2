import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { apiError, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { LeadCountCheck } from './lead-count-check';

const COUNT = `GET /api/leads/available-count/${AGENT_ID}`;

function renderCheck() {
  return renderWithProviders(<LeadCountCheck agentId={AGENT_ID} />, { toaster: true });
}

async function checkCount() {
  await userEvent.click(screen.getByRole('button', { name: 'Check Lead Count' }));
}

async function expectToast(title: string, description: string) {
  const heading = await screen.findByText(title);
  const toast = heading.closest('li');
  if (!toast) throw new Error(`No toast holds "${title}"`);
  expect(within(toast).getByText(description)).toBeVisible();
}

describe('LeadCountCheck', () => {
  it('asks the server only when the agent checks, then shows the three counts', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({ [COUNT]: () => new Promise((resolve) => (answer = resolve)) });
    renderCheck();
    expect(fetchMock).not.toHaveBeenCalled();

    await checkCount();
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    answer(
      Response.json({
        totalAvailable: 12_480,
        currentOffset: 1_000,
        remaining: 11_480,
        cached: false,
      }),
    );

    const total = await screen.findByText('Total Available');
    expect(total.parentElement).toHaveTextContent('12,480');
    expect(screen.getByText('Current Offset').parentElement).toHaveTextContent('1,000');
    expect(screen.getByText('Remaining Leads').parentElement).toHaveTextContent('11,480');
    expect(screen.getByText('Results are cached and update every 60 seconds.')).toBeVisible();
    expect(screen.queryByText(/cached result/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Lead Count' })).toBeEnabled();
  });

  it('says when the count came from the cache', async () => {
    stubApi({
      [COUNT]: Response.json({ totalAvailable: 5, currentOffset: 0, remaining: 5, cached: true }),
    });
    renderCheck();

    await checkCount();

    expect(await screen.findByText(/Showing a cached result\./)).toBeVisible();
  });

  it('asks for criteria first when the server answers CRITERIA_NOT_SET', async () => {
    stubApi({
      [COUNT]: apiError(400, { error: 'CRITERIA_NOT_SET', message: 'Save your criteria first.' }),
    });
    renderCheck();

    await checkCount();

    await expectToast('Set Criteria First', 'Please save your lead criteria before checking count');
  });

  it('asks the agent to wait when the server answers RATE_LIMITED', async () => {
    stubApi({ [COUNT]: apiError(429, { error: 'RATE_LIMITED', message: 'Too many counts.' }) });
    renderCheck();

    await checkCount();

    await expectToast('Please Wait', 'Wait a moment before checking again to conserve API credits');
  });

  it("shows any other error with the server's message", async () => {
    stubApi({
      [COUNT]: apiError(502, {
        error: 'LEAD_SOURCE_UNAVAILABLE',
        message: 'The lead source is down.',
      }),
    });
    renderCheck();

    await checkCount();

    await expectToast('Unable to Check Count', 'The lead source is down.');
  });

  it("falls back to 'Failed to fetch count' when the server gives no message", async () => {
    stubApi({ [COUNT]: new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    renderCheck();

    await checkCount();

    await expectToast('Unable to Check Count', 'Failed to fetch count');
  });

  it("says 'Please try again later' when no answer came at all", async () => {
    stubApi({ [COUNT]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderCheck();

    await checkCount();

    await expectToast('Unable to Check Count', 'Please try again later');
  });
});
