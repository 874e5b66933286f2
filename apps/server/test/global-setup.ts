import type { TestProject } from 'vitest/node';
import { startTestCluster, type TestCluster } from './test-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    testCluster: { adminUrl: string; template: string };
  }
}

/** The run's cluster, shared by the server's three projects (their setups run in one process). */
interface Shared {
  cluster: Promise<TestCluster>;
  projects: number;
}
const holder = globalThis as unknown as { porchlightTestCluster?: Shared };

/**
 * One PostgreSQL and one migrated template for the whole run, whichever of the server's projects
 * runs (server, server-isolated, server-processes): each test file copies the template. A cluster
 * per project cost two more clusters started and migrated in every run; the last project to
 * finish stops it.
 */
export default async function setup(project: TestProject) {
  holder.porchlightTestCluster ??= { cluster: startTestCluster(), projects: 0 };
  const shared = holder.porchlightTestCluster;
  shared.projects += 1;
  const cluster = await shared.cluster;
  project.provide('testCluster', { adminUrl: cluster.adminUrl, template: cluster.template });
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    holder.porchlightTestCluster = undefined;
    await cluster.stop();
  };
}
