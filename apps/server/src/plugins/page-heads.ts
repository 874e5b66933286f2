import fs from 'node:fs';
import path from 'node:path';
import { documentTitle, NOT_FOUND_PAGE, SITE_PAGES, type SitePage } from '@porchlight/contracts';
import { escapeHtml } from '../lib/escape-html';

/** The part of the built index.html each page writes its own head into. */
const HEAD_SLOT = /<title>[^<]*<\/title>\s*<meta\s+name="description"[^>]*>/;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** The page's chunk and the chunks it imports, so the browser fetches them with the entry. */
function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((i) => chunkFiles(manifest, i, seen))];
}

function readManifest(distDir: string): ViteManifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest) : {};
}

function headTags(page: SitePage, url: string | null, preload: string[]) {
  const title = escapeHtml(documentTitle(page.title));
  const description = escapeHtml(page.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    page.indexed ? '' : '<meta name="robots" content="noindex" />',
  ];
  if (url) {
    const origin = new URL(url).origin;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Porchlight" />',
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${origin}/og-image.png" />`,
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    );
  }
  for (const file of preload) tags.push(`<link rel="modulepreload" crossorigin href="/${file}" />`);
  return tags.filter(Boolean).join('\n    ');
}

export interface PageHtml {
  /** The page's HTML, or null when the path is no page of the app. */
  page(pathname: string): string | null;
  notFound: string;
}

/**
 * Every page's HTML: the built index.html with the page's title, description and Open Graph tags
 * (SITE_PAGES), and a preload of the page's own chunk, so a phone fetches it alongside the entry
 * instead of after it. Written on first request, once the public URL is known (PORT=0 learns its
 * port only when listening), then kept.
 */
export function buildPageHtml(distDir: string, publicUrl: () => string): PageHtml {
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!HEAD_SLOT.test(index)) {
    throw new Error(`${distDir}/index.html has no <title> followed by a description <meta>.`);
  }
  const manifest = readManifest(distDir);
  // What the entry imports, then the page's own chunk and its imports; the build writes no
  // preload of its own (vite.config.ts: modulePreload off), and the entry's script tag is there.
  const entry = chunkFiles(manifest, 'index.html');
  const write = (page: SitePage, url: string | null) => {
    const chunks = [...entry, ...chunkFiles(manifest, `src/app/routes/${page.route}.tsx`)];
    const preload = [...new Set(chunks)].filter((file) => !index.includes(`/${file}"`));
    return index.replace(HEAD_SLOT, headTags(page, url, preload));
  };
  const written = new Map<string, string>();
  const sitePages: Record<string, SitePage> = SITE_PAGES;
  return {
    page: (pathname) => {
      const page = Object.hasOwn(sitePages, pathname) ? sitePages[pathname] : undefined;
      if (!page) return null;
      let html = written.get(pathname);
      if (!html) {
        html = write(page, `${publicUrl()}${pathname}`);
        written.set(pathname, html);
      }
      return html;
    },
    notFound: write(NOT_FOUND_PAGE, null),
  };
}
