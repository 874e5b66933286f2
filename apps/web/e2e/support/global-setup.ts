import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { builtServerMain, startBuiltServer } from '../../../server/test/built-server';
import { createTestDatabase, startTestCluster } from '../../../server/test/test-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const indexHtml = path.join(root, 'apps/web/dist/index.html');

/** The built app on a random port over a fresh database, as `npm start` would run it. */
export default async function setup(project: TestProject) {
  for (const file of [builtServerMain, indexHtml]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const cluster = await startTestCluster();
  const database = await createTestDatabase(cluster);
  const server = await startBuiltServer({ NODE_ENV: 'test', DATABASE_URL: database.url });
  const baseUrl = server.url;
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', database.url);
  return async () => {
    await server.stop();
    await database.drop();
    await cluster.stop();
  };
}
