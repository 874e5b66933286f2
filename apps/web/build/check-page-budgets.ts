// The build's last step (`npm run build -w apps/web`): every page's first screen within its
// JavaScript budget, or the build fails (docs/performance.md "JavaScript per page"). The bytes of
// a build are the same on every machine, so this is a check, not a measure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzippedBytes, type Manifest, weighPages } from './page-budgets';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const pages = weighPages(manifest, (file) => gzippedBytes(readFileSync(path.join(dist, file))));

for (const { path: page, kb, scripts, fits, budgetKb } of pages) {
  const verdict = `${fits ? 'within' : 'OVER'} ${budgetKb} KB`;
  console.log(`${page}: ${kb.toFixed(1)} KB of JavaScript in ${scripts} scripts (${verdict})`);
}
const over = pages.filter((page) => !page.fits).length;
if (over > 0) {
  console.error(`${over} page(s) over their JavaScript budget (docs/performance.md).`);
  process.exitCode = 1;
}
