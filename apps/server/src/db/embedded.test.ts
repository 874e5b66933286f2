import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

describe('startEmbeddedPostgres', () => {
  it.runIf(process.getuid?.() === 0)(
    'says plainly when the postgres user cannot reach the data folder',
    async () => {
      const locked = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-locked-'));
      await fs.chmod(locked, 0o700);
      try {
        await expect(
          startEmbeddedPostgres({ clusterDir: path.join(locked, 'data', 'postgres') }),
        ).rejects.toThrow(`cannot reach the data folder: ${locked} is mode 700`);
        await expect(fs.readdir(locked)).resolves.toEqual([]); // nothing was created
      } finally {
        await fs.rm(locked, { recursive: true, force: true });
      }
    },
  );
});
