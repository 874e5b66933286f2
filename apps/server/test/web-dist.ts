import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A built web app in a temporary folder: index.html and one hashed asset. */
export async function createWebDist() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Porchlight</title>');
  // Over the compression threshold, so a test can see it is not compressed again.
  await fs.writeFile(
    path.join(dir, 'assets', 'app-1a2b3c.js'),
    `console.log(1);${' '.repeat(2000)}`,
  );
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
