import { gzipSync } from 'node:zlib';
import { SITE_PAGES } from '@porchlight/contracts';

/**
 * The gzipped JavaScript a page may carry on its first screen (docs/screens.md "Every page"):
 * 90 KB for a page a visitor reaches before signing in (the spec's 100 KB, held to the 90
 * since TanStack Query left the public pages), 150 KB for the signed-in workspace
 * (docs/decisions/006-public-page-budget.md).
 */
export const BUDGET_KB = { public: 90, signedIn: 150 } as const;

/**
 * The routes drawn only for a signed-in agent (SITE_PAGES names a route per address). A new one
 * left out of this list is held to the public budget: the build fails until it is named here.
 */
const SIGNED_IN_ROUTES = new Set(['dashboard', 'wallet']);

/**
 * What a page's first screen loads besides its own module and what that imports: the lazy parts it
 * mounts at once. The signed-in routes come with the workspace's query cache (app/router.tsx); the
 * dashboard opens on the Today tab, showing a lead card on a morning with leads; /change-password
 * without a token raises its 'Invalid Reset Link' toast.
 */
const FIRST_SCREEN: Record<string, string[]> = {
  dashboard: [
    'src/app/workspace-queries.tsx',
    'src/app/today-tab.tsx',
    'src/features/daily-leads/components/lead-card/lead-card.tsx',
  ],
  wallet: ['src/app/workspace-queries.tsx'],
  'change-password': ['src/components/ui/toaster.tsx'],
};

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as much as this reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  path: string;
  route: string;
  budgetKb: number;
}

/** Every page of the app with its budget; a route drawn at several addresses is counted once. */
export function pageBudgets(): PageBudget[] {
  const seen = new Set<string>();
  return Object.entries(SITE_PAGES).flatMap(([path, page]) => {
    if (seen.has(page.route)) return [];
    seen.add(page.route);
    const budgetKb = SIGNED_IN_ROUTES.has(page.route) ? BUDGET_KB.signedIn : BUDGET_KB.public;
    return [{ path, route: page.route, budgetKb }];
  });
}

/** A chunk's file and the files of everything it imports statically, each once. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((i) => chunkFiles(manifest, i, seen))];
}

/**
 * The scripts a page's first screen loads: the entry's, the page module's (the server preloads
 * both, plugins/page-heads.ts) and its first screen's lazy parts. A module the manifest lacks is an
 * error: a renamed page must not pass by weighing nothing.
 */
export function firstScreenScripts(manifest: Manifest, route: string): string[] {
  const keys = ['index.html', `src/app/routes/${route}.tsx`, ...(FIRST_SCREEN[route] ?? [])];
  const seen = new Set<string>();
  return keys.flatMap((key) => {
    if (!manifest[key]) throw new Error(`The build manifest has no ${key}.`);
    return chunkFiles(manifest, key, seen).filter((file) => file.endsWith('.js'));
  });
}

export interface PageWeight extends PageBudget {
  kb: number;
  scripts: number;
  fits: boolean;
}

/** Each page's first screen weighed against its budget; `bytesOf` reads one script's bytes. */
export function weighPages(manifest: Manifest, bytesOf: (file: string) => number): PageWeight[] {
  return pageBudgets().map((page) => {
    const scripts = firstScreenScripts(manifest, page.route);
    const kb = scripts.reduce((sum, file) => sum + bytesOf(file), 0) / 1000;
    return { ...page, kb, scripts: scripts.length, fits: kb <= page.budgetKb };
  });
}

/** Bytes of a script once gzipped at level 9, as the server sends it (scripts/precompress.mjs). */
export function gzippedBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}
