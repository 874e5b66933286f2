import type { LeadImportPreview } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { IMPORT_HEADER, importCalls, signedInAgent } from '../../../test/lead-import-calls';
import { leadImports } from '../../db/schema';
import { SWEEP_CRON, sweepAbandonedPreviews } from './abandoned-previews';

const HOUR = 60 * 60 * 1000;
const CSV = [IMPORT_HEADER, '1 Palm Ave,Miami,FL,33101,Ana,Ruiz,3055550101,'].join('\n');

describe('a preview never started', () => {
  let t: TestApp;
  const start = new Date('2026-11-26T15:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) =>
    (await t.database.db.select().from(leadImports).where(eq(leadImports.id, id)))[0];

  async function previewAt(at: Date) {
    t.clock.freeze(at);
    const agent = await signedInAgent(t);
    const preview = (await importCalls(t, agent).upload(CSV)).json<LeadImportPreview>();
    return { agent, preview };
  }

  it('keeps its uploaded file for a day, then the sweep deletes it; a started import stays', async () => {
    const { preview } = await previewAt(start);
    const { agent, preview: other } = await previewAt(start);
    const started = await importCalls(t, agent).start(other);
    expect(started.statusCode).toBe(200);
    await importCalls(t, agent).finished(other.id);

    t.clock.freeze(new Date(start.getTime() + 23 * HOUR));
    await sweepAbandonedPreviews(t.database.db, t.clock.now());
    expect((await rowOf(preview.id))?.csvText).toContain('1 Palm Ave');

    t.clock.freeze(new Date(start.getTime() + 25 * HOUR));
    expect(await sweepAbandonedPreviews(t.database.db, t.clock.now())).toBe(1);
    expect(await rowOf(preview.id)).toBeUndefined();
    expect((await rowOf(other.id))?.status).toBe('done');
  });

  it("is swept by the app's own job, on the hour's schedule, against the app's clock", async () => {
    const { preview } = await previewAt(start);
    t.clock.freeze(new Date(start.getTime() + 25 * HOUR));
    await t.app.jobs.send('lead-import-sweep', {});
    for (let tries = 0; tries < 200 && (await rowOf(preview.id)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await rowOf(preview.id)).toBeUndefined();
    const { rows } = await t.database.db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = 'lead-import-sweep'`,
    );
    expect(rows).toEqual([{ cron: SWEEP_CRON }]);
  });
});
