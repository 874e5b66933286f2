import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import webpush from 'web-push';
import { builtServerMain, startBuiltServer } from '../../../server/test/built-server';
import { selfSignedCert } from '../../../server/test/fakes/self-signed-cert';
import { createTestDatabase, startTestCluster } from '../../../server/test/test-cluster';
import { JOURNEY_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per journey worker: its own built server and database (support/server.ts). */
    servers: { baseUrl: string; databaseUrl: string }[];
    /** Where the notifications journey starts its fake push service (the server accepts it). */
    pushServiceOrigin: string;
    /** Where the Follow Up Boss journey starts its fake, and the certificate the server trusts. */
    followUpBoss: { port: number; key: string; cert: string; systemKey: string };
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const indexHtml = path.join(root, 'apps/web/dist/index.html');

/** The built app on random ports over fresh databases, one per worker, as `npm start` runs it. */
export default async function setup(project: TestProject) {
  for (const file of [builtServerMain, indexHtml]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const cluster = await startTestCluster();
  // Push on, with a key pair made for this run, and the fake push service's origin accepted.
  const vapid = webpush.generateVAPIDKeys();
  const pushServiceOrigin = `http://127.0.0.1:${await freePort()}`;
  // Follow Up Boss at a local fake the journey starts on this port, over TLS with this certificate.
  const followUpBoss = {
    port: await freePort(),
    ...selfSignedCert(),
    systemKey: 'porchlight-e2e-system-key',
  };
  // A server and database per worker: a journey moves its server's clock, so two files at once
  // must not share one.
  const started = await Promise.all(
    Array.from({ length: JOURNEY_WORKERS }, async () => {
      const database = await createTestDatabase(cluster);
      const server = await startBuiltServer({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:e2e@porchlight.example',
        PUSH_TEST_ORIGIN: pushServiceOrigin,
        CONNECTIONS_KEY: 'e2e-connections-key-of-at-least-32-characters',
        FOLLOW_UP_BOSS_URL: `https://127.0.0.1:${followUpBoss.port}`,
        FOLLOW_UP_BOSS_TEST_CA: followUpBoss.cert,
        FOLLOW_UP_BOSS_SYSTEM_KEY: followUpBoss.systemKey,
      });
      return { database, server };
    }),
  );
  project.provide(
    'servers',
    started.map(({ database, server }) => ({ baseUrl: server.url, databaseUrl: database.url })),
  );
  project.provide('pushServiceOrigin', pushServiceOrigin);
  project.provide('followUpBoss', followUpBoss);
  return async () => {
    for (const { server, database } of started) {
      await server.stop();
      await database.drop();
      reportLoggedErrors(server.output());
    }
    await cluster.stop();
  };
}

/**
 * What a worker's server logged as an error or worse, printed after the journeys: the cause of a
 * journey's 500 is only in the server's log, which no one would otherwise see.
 */
function reportLoggedErrors(output: string) {
  const errors = output.split('\n').filter((line) => /"level":(50|60)[,}]/.test(line));
  if (errors.length === 0) return;
  process.stderr.write(
    `The journeys' server logged ${errors.length} errors:\n${errors.join('\n')}\n`,
  );
}

/** A port free now, for a server a journey starts later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
