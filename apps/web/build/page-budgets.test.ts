import { describe, expect, it } from 'vitest';
import { BUDGET_KB, type Manifest, pageBudgets, weighPages } from './page-budgets';

/** A build of every page's module, each importing a shared chunk, and the lazy parts. */
function manifestOf(): Manifest {
  const manifest: Manifest = {
    'index.html': { file: 'assets/entry.js', imports: ['_shared'] },
    _shared: { file: 'assets/shared.js' },
    'src/app/workspace-queries.tsx': { file: 'assets/workspace-queries.js', imports: ['_shared'] },
    'src/app/today-tab.tsx': { file: 'assets/today-tab.js', imports: ['_shared'] },
    'src/components/ui/toaster.tsx': { file: 'assets/toaster.js' },
    'src/features/daily-leads/components/lead-card/lead-card.tsx': {
      file: 'assets/lead-card.js',
      imports: ['_shared'],
    },
  };
  for (const { route } of pageBudgets()) {
    manifest[`src/app/routes/${route}.tsx`] = {
      file: `assets/${route}.js`,
      imports: ['_shared', 'style.css'],
    };
  }
  manifest['style.css'] = { file: 'assets/style.css' };
  return manifest;
}

const KB = 1000;

describe('the JavaScript budget of each page', () => {
  it('gives a public page 90 KB and the signed-in workspace 150 KB, each page once', () => {
    const budgets = pageBudgets();
    expect(budgets.find((p) => p.path === '/')?.budgetKb).toBe(BUDGET_KB.public);
    expect(budgets.find((p) => p.path === '/login')?.budgetKb).toBe(90);
    expect(budgets.find((p) => p.path === '/dashboard')?.budgetKb).toBe(150);
    expect(budgets.find((p) => p.path === '/wallet')?.budgetKb).toBe(150);
    // /profile is the dashboard's route: weighed once, as /dashboard.
    expect(budgets.some((p) => p.path === '/profile')).toBe(false);
  });

  it("weighs the entry, the page's module and its imports once each, and its first lazy parts", () => {
    const sizes: Record<string, number> = {
      'assets/entry.js': 40 * KB,
      'assets/shared.js': 30 * KB,
      'assets/dashboard.js': 30 * KB,
      'assets/workspace-queries.js': 2 * KB,
      'assets/today-tab.js': 20 * KB,
      'assets/lead-card.js': 25 * KB,
    };
    const pages = weighPages(manifestOf(), (file) => sizes[file] ?? 1 * KB);
    const dashboard = pages.find((p) => p.route === 'dashboard');

    expect(dashboard).toMatchObject({ kb: 147, scripts: 6, fits: true });
    expect(pages.find((p) => p.route === 'wallet')).toMatchObject({ kb: 73, scripts: 4 });
    expect(pages.find((p) => p.route === 'landing')).toMatchObject({ kb: 71, fits: true });
  });

  it('fails a page one byte over its budget', () => {
    const pages = weighPages(manifestOf(), (file) =>
      file === 'assets/register.js' ? BUDGET_KB.public * KB - 2 * KB + 1 : 1 * KB,
    );

    expect(pages.filter((p) => !p.fits).map((p) => p.path)).toEqual(['/register']);
  });

  it('refuses a build whose manifest lacks a page: a renamed page does not weigh nothing', () => {
    const manifest = manifestOf();
    delete manifest['src/app/routes/faq.tsx'];

    expect(() => weighPages(manifest, () => KB)).toThrow(
      'The build manifest has no src/app/routes/faq.tsx.',
    );
  });
});
