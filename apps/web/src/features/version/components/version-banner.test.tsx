import { APP_VERSION } from '@porchlight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { VersionBanner } from './version-banner';

const stubVersionAnswer = (response: Response) => stubApi({ 'GET /api/version': response });

describe('VersionBanner', () => {
  it('stays empty while the server runs this build', async () => {
    const fetchMock = stubVersionAnswer(Response.json({ version: APP_VERSION }));

    renderWithProviders(<VersionBanner />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/version', {
      method: 'GET',
      cache: 'no-store',
      credentials: 'include',
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers the update when the server runs another version', async () => {
    stubVersionAnswer(Response.json({ version: '2.1' }));

    renderWithProviders(<VersionBanner />);

    expect(await screen.findByRole('button', { name: 'Update now' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A new version of Porchlight is available.',
    );
  });

  it('reloads the current path with ?v=<timestamp>, keeping the other parameters', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);
    window.history.replaceState(null, '', '/register?ref=AB12');
    stubVersionAnswer(Response.json({ version: '2.1' }));
    const reload = vi.fn();
    renderWithProviders(<VersionBanner reload={reload} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Update now' }));

    expect(reload).toHaveBeenCalledWith('/register?ref=AB12&v=1700000000000');
  });

  it('only logs a failed check', async () => {
    stubVersionAnswer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    renderWithProviders(<VersionBanner />);

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Porchlight version check failed:',
        new ApiError(503, '', 'Service Unavailable'),
      ),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
