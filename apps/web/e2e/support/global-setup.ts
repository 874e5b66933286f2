import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createTestDatabase, startTestCluster } from '../../../server/test/test-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const indexHtml = path.join(root, 'apps/web/dist/index.html');

/** The built app on a random port over a fresh database, as `npm start` would run it. */
export default async function setup(project: TestProject) {
  for (const file of [mainJs, indexHtml]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const cluster = await startTestCluster();
  const database = await createTestDatabase(cluster);
  const server = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await readyUrl(server);
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', database.url);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await database.drop();
    await cluster.stop();
  };
}

function readyUrl(server: ChildProcess): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.match(/ready on (http:\/\/[\d.]+:\d+)/);
      if (ready?.[1]) resolve(ready[1]);
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      onData(chunk);
    });
    server.once('exit', (code) => reject(new Error(`the server exited ${code}:\n${output}`)));
  });
}
