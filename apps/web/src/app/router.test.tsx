import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PAGES } from '@porchlight/contracts';
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

  it('has a route for every page the server serves, drawn by the module SITE_PAGES names', () => {
    const router = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
    for (const [path, { route }] of Object.entries(SITE_PAGES)) {
      expect(router, path).toContain(`path="${path}"`);
      expect(router, route).toContain(`import('./routes/${route}')`);
    }
    const paths = [...router.matchAll(/path="([^"]+)"/g)].map(([, page]) => page);
    expect(paths.sort()).toEqual(Object.keys(SITE_PAGES).sort());
  });
});
