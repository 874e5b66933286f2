import type { TestProject } from 'vitest/node';
import { startTestCluster } from './test-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    testCluster: { adminUrl: string; template: string };
  }
}

/** One PostgreSQL and one migrated template for the whole run; each test file copies it. */
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster();
  project.provide('testCluster', { adminUrl: cluster.adminUrl, template: cluster.template });
  return () => cluster.stop();
}
