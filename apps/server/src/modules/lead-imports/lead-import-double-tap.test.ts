import type { LeadImportPreview } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  IMPORT_HEADER as HEADER,
  importCalls,
  signedInAgent,
} from '../../../test/lead-import-calls';
import { leadImports } from '../../db/schema';

// An upload tapped many times at once, and a file wider than an import reads (docs/imports.md
// "Importing" and "Refusals").
describe('lead import uploads at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const waiting = (agentId: string) =>
    t.database.db
      .select({ id: leadImports.id })
      .from(leadImports)
      .where(and(eq(leadImports.agentId, agentId), eq(leadImports.status, 'previewed')));

  it('answers 20 parallel uploads by one agent without a 5xx, and keeps exactly one preview', async () => {
    const agent = await signedInAgent(t);
    const calls = importCalls(t, agent);
    const file = `${HEADER}\n12 Oak St,Miami,FL,33101,Ana,Diaz,3055550101,ana@example.com\n`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => calls.upload(file)));
    expect(answers.filter((res) => res.statusCode >= 500)).toEqual([]);
    const previews = answers.filter((res) => res.statusCode === 201);
    expect(previews.length).toBeGreaterThan(0);
    // A tap while the agent's last file is still being read is told so (409), never queued.
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('IMPORT_PREVIEW_RUNNING');
    }
    // Each answers from the row it stored, so each is a whole preview of the file.
    for (const res of previews) expect(res.json<LeadImportPreview>().counts.ready).toBe(1);
    const kept = await waiting(agent.id);
    expect(kept).toHaveLength(1);
  });

  it('refuses a file of more than 500 columns with its own code, and stores nothing', async () => {
    const agent = await signedInAgent(t);
    const header = ['Address', 'Zip', ...Array.from({ length: 499 }, (_, i) => `Extra ${i}`)];
    const row = ['12 Oak St', '33101', ...header.slice(2).map(() => 'x')];
    const res = await importCalls(t, agent).upload(`${header.join(',')}\n${row.join(',')}\n`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'IMPORT_TOO_MANY_COLUMNS',
      message:
        'This file has 501 columns; an import reads up to 500. Remove the columns you do not need and try again.',
    });
    expect(await waiting(agent.id)).toHaveLength(0);
  });
});
