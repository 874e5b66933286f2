import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const TEMPLATE = new URL('./service-worker.js', import.meta.url);

/** The public files the installed app needs offline (apps/web/public). */
const SHELL_FILES = [
  '/index.html',
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/apple-touch-icon.png',
];

/**
 * Writes dist/sw.js from pwa/service-worker.js with this build's file list: the shell and every
 * hashed script and style (a few hundred KB, fetched once after the first visit, not on it).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'porchlight-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => /^assets\/.+\.(js|css)$/.test(file))
        .map((file) => `/${file}`)
        .sort();
      const precache = [...SHELL_FILES, ...assets];
      const buildId = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(TEMPLATE, 'utf8')
        .replace("'__BUILD_ID__'", JSON.stringify(buildId))
        .replace("'__PRECACHE__'", JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
