import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Porchlight</title>
    <meta name="description" content="The built default." />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script></body>
</html>`;

/** What Vite's build manifest says of the entry and the landing page's chunk: files and imports. */
const MANIFEST = {
  'index.html': { file: 'assets/app-1a2b3c.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-0f1e2d.js' },
  'src/app/routes/landing.tsx': {
    file: 'assets/landing-9f8e7d.js',
    imports: ['_hero.js', '_react.js'],
  },
  '_hero.js': { file: 'assets/hero-5a4b3c.js' },
};

/** A built web app in a temporary folder: index.html, one hashed asset and the build manifest. */
export async function createWebDist() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.mkdir(path.join(dir, '.vite'));
  await fs.writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // Over the compression threshold, so a test can see it is not compressed again.
  await fs.writeFile(
    path.join(dir, 'assets', 'app-1a2b3c.js'),
    `console.log(1);${' '.repeat(2000)}`,
  );
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
