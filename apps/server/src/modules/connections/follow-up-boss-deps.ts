import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client';
import type { Jobs } from '../../plugins/jobs';
import { type FollowUpBossApi, followUpBossApi } from './follow-up-boss-client';
import { type KeySeal, keySeal } from './follow-up-boss-key-seal';

/** What the Follow Up Boss connection works with. `seal` and `api` are null without settings. */
export interface FollowUpBossDeps {
  db: Database;
  pool: pg.Pool;
  jobs: Jobs;
  now: () => Date;
  seal: KeySeal | null;
  api: FollowUpBossApi | null;
  /** The first retry's wait after a 5xx or no answer, doubled each time (docs/connections.md). */
  retryDelaySeconds: number;
}

const built = new WeakMap<FastifyInstance, FollowUpBossDeps>();

/**
 * The app's deps, built once: keys are kept only with CONNECTIONS_KEY, and Follow Up Boss is
 * called only with its registered system key, which its documents ask on every request.
 */
export function followUpBossDeps(app: FastifyInstance): FollowUpBossDeps {
  const known = built.get(app);
  if (known) return known;
  const { config } = app;
  const ready = Boolean(config.CONNECTIONS_KEY && config.FOLLOW_UP_BOSS_SYSTEM_KEY);
  const deps: FollowUpBossDeps = {
    db: app.database.db,
    pool: app.database.pool,
    jobs: app.jobs,
    now: () => app.clock.now(),
    seal: ready && config.CONNECTIONS_KEY ? keySeal(config.CONNECTIONS_KEY) : null,
    api:
      ready && config.FOLLOW_UP_BOSS_SYSTEM_KEY
        ? followUpBossApi({
            baseUrl: config.FOLLOW_UP_BOSS_URL,
            system: config.FOLLOW_UP_BOSS_SYSTEM,
            systemKey: config.FOLLOW_UP_BOSS_SYSTEM_KEY,
            ca: config.FOLLOW_UP_BOSS_TEST_CA,
          })
        : null,
    retryDelaySeconds: 30,
  };
  built.set(app, deps);
  return deps;
}
