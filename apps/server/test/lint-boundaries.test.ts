import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layers and module doors are also lint rules (biome.json "overrides", Biome's
// noRestrictedImports), so an editor marks a wrong import as it is typed (docs/architecture.md
// "The layers", "Modules"). This lints a small tree of right and wrong imports laid out like the
// repository's, under the repository's own biome.json, and names the files Biome refuses.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

const FILES: Record<string, string> = {
  // refused
  'apps/server/src/modules/billing/reach-inside.ts': "from '../leads/lead.service'",
  'apps/server/src/lib/upward.ts': "from '../modules/leads'",
  'apps/web/src/features/billing/other-feature.ts': "from '@/features/streaks'",
  'apps/web/src/features/billing/components/page.ts': "from '@/app/routes/dashboard'",
  'apps/web/src/components/ui/feature-below.ts': "from '@/features/billing'",
  'apps/web/src/lib/relative-feature.ts': "from '../features/billing/api'",
  'apps/web/src/app/route-docs.ts': "from '@porchlight/contracts/route-docs'",
  'apps/web/src/features/billing/route-docs.ts': "from '@porchlight/contracts/route-docs'",
  'apps/web/src/lib/route-docs.ts': "from '@porchlight/contracts/route-docs'",
  // allowed
  'apps/server/src/lib/route-docs.ts': "from '@porchlight/contracts/route-docs'",
  'apps/server/src/modules/billing/front-door.ts': "from '../leads'",
  'apps/server/src/modules/billing/below.ts': "from '../../db/schema'",
  'apps/server/src/modules/billing/setting.ts': "from '../../config'",
  'apps/web/src/features/billing/own.ts': "from '../api/billing'",
  'apps/web/src/features/billing/shared.ts': "from '@/components/ui/button'",
  'apps/server/src/modules/billing/inside.test.ts': "from '../leads/lead.service'",
};

interface BiomeReport {
  diagnostics: { category: string; location: { path: string } }[];
}

let tree = '';
beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(path.join(tree, 'biome.json'), JSON.stringify(config));
  for (const [file, from] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), `import { x } ${from};\n\nexport const y = x;\n`);
  }
});
afterAll(() => rmSync(tree, { recursive: true, force: true }));

async function refusedImports(): Promise<string[]> {
  const args = ['lint', '--vcs-enabled=false', '--reporter=json', '.'];
  const stdout = await promisify(execFile)(BIOME, args, { cwd: tree }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  const report = JSON.parse(stdout) as BiomeReport;
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => d.location.path)
    .sort();
}

describe('the import boundaries in the linter', () => {
  it('refuses a reach inside a module, an upward import, a feature importing another, and the routes docs in the browser', async () => {
    expect(await refusedImports()).toEqual([
      'apps/server/src/lib/upward.ts',
      'apps/server/src/modules/billing/reach-inside.ts',
      'apps/web/src/app/route-docs.ts',
      'apps/web/src/components/ui/feature-below.ts',
      'apps/web/src/features/billing/components/page.ts',
      'apps/web/src/features/billing/other-feature.ts',
      'apps/web/src/features/billing/route-docs.ts',
      'apps/web/src/lib/relative-feature.ts',
      'apps/web/src/lib/route-docs.ts',
    ]);
  });
});
