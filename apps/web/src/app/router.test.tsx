import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppShell } from '@/components/layout/app-shell';
import { stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { AppRouter } from './router';

function renderApp(path: string) {
  return renderWithProviders(
    <AppShell>
      <AppRouter />
    </AppShell>,
    { path },
  );
}

describe('AppRouter', () => {
  // The shell asks for the server's version: this build's.
  beforeEach(() => {
    stubApi();
  });

  it('shows the 404 card with a way home for an unknown address', async () => {
    renderApp('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // The title is set in an effect after the page renders: wait for it under a loaded machine.
    await waitFor(() => expect(document.title).toBe('Page Not Found · Porchlight'));
  });

  it('titles each page', async () => {
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(document.title).toBe('Login · Porchlight');
  });
});
