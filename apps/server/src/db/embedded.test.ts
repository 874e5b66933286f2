import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

describe('startEmbeddedPostgres', () => {
  it("makes a log written before (world-readable) its owner's only, and keeps it", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-log-'));
    await fs.chmod(folder, 0o755); // the postgres user must reach the cluster inside
    const logFile = path.join(folder, 'postgres.log');
    await fs.writeFile(logFile, 'an earlier line\n', { mode: 0o644 });
    await fs.chmod(logFile, 0o644);
    const server = await startEmbeddedPostgres({
      clusterDir: path.join(folder, 'postgres'),
      database: 'postgres',
      durable: false,
    });
    try {
      expect((await fs.stat(logFile)).mode & 0o777).toBe(0o600);
      expect(await fs.readFile(logFile, 'utf8')).toMatch(/^an earlier line\n/);
    } finally {
      await server.stop();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

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
