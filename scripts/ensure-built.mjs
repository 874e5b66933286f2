// `npm start` runs this first: it builds the web app and the server only when their sources are
// newer than the last build, so a fresh clone builds once and later starts take well under a second.
// Run with workspaces named (`node scripts/ensure-built.mjs apps/server`) it checks only those.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const contracts = ['packages/contracts/src', 'packages/contracts/package.json'];
const targets = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'apps/web/package.json',
      ...contracts,
    ],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...contracts],
  },
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(full).map((name) => newestChange(path.join(entry, name))),
  );
}

const named =
  import.meta.url === pathToFileURL(process.argv[1] ?? '').href ? process.argv.slice(2) : [];
for (const { workspace, output, sources } of targets) {
  if (named.length > 0 && !named.includes(workspace)) continue;
  // A server told to serve another web build (WEB_DIST_DIR) has no use for this one.
  if (workspace === 'apps/web' && process.env.WEB_DIST_DIR) continue;
  const built = fs.existsSync(path.join(root, output))
    ? fs.statSync(path.join(root, output)).mtimeMs
    : 0;
  if (Math.max(...sources.map(newestChange)) > built) {
    console.log(`[porchlight] building ${workspace}…`);
    execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  }
}
