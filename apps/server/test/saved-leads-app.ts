import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { agentWithSavedLeads } from './saved-lead-agent';

type SavedLeadAgent = Awaited<ReturnType<typeof agentWithSavedLeads>>;

/**
 * For one describe block: a fresh app, its clock frozen at `at`, and an agent with saved leads
 * (`agentWithSavedLeads`), built before the block's tests and closed after them.
 */
export function savedLeadsApp(at: string, setup: Parameters<typeof agentWithSavedLeads>[1]) {
  let app: TestApp | undefined;
  let agent: SavedLeadAgent | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    app.clock.freeze(new Date(at));
    agent = await agentWithSavedLeads(app, setup);
  });
  afterAll(() => app?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('savedLeadsApp is read before its beforeAll ran');
    return value;
  };
  return {
    get t() {
      return ready(app);
    },
    get the() {
      return ready(agent);
    },
  };
}
