import type { LeadImportPreview } from '@porchlight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  IMPORT_HEADER as HEADER,
  importCalls,
  signedInAgent,
} from '../../../test/lead-import-calls';

// Each way a file, a mapping or a row is refused (docs/imports.md "Refusals"), and what an agent
// may not do with an import: start it twice, see another agent's, preview without bound.
describe('lead import refusals', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  const signedIn = () => signedInAgent(t);
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await signedIn();
  });
  afterAll(() => t.close());

  it('refuses a file that is not a CSV', async () => {
    const res = await importCalls(t, agent).upload('Address,City\n"12 Oak St,Miami\n');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'IMPORT_REFUSED', message: expect.any(String) });
  });

  it('refuses a file in an unknown encoding', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${HEADER}\n1 A St,Miami,FL,33101,,,,\n`, 'utf16le'),
    ]);
    const res = await importCalls(t, agent).upload(utf16);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('IMPORT_REFUSED');
  });

  it('refuses a file over 5 MB', async () => {
    const big = `${HEADER}\n${'1 A St,Miami,FL,33101,,,,\n'.repeat(210_000)}`;
    const res = await importCalls(t, agent).upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'This file is larger than 5 MB. Split it and import each part.',
    });
  });

  it('refuses a file of more than 10,000 rows', async () => {
    const res = await importCalls(t, agent).upload(
      `Address,Zip\n${'1 A St,33101\n'.repeat(10_001)}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('10,000');
  });

  it('says what is missing when no column holds an address, and will not start', async () => {
    const calls = importCalls(t, agent);
    const preview = (await calls.upload('Name,Phone\nAna,3055550101\n')).json<LeadImportPreview>();
    expect(preview.problem).toEqual(expect.stringContaining('address'));
    const start = await calls.start(preview);
    expect(start.statusCode).toBe(422);
    expect(start.json()).toMatchObject({ error: 'IMPORT_REFUSED', field: 'mapping' });
  });

  it('refuses a mapping that uses a field twice, or of the wrong length', async () => {
    const calls = importCalls(t, agent);
    const preview = (
      await calls.upload(`${HEADER}\n1 A St,Miami,FL,33101,,,,\n`)
    ).json<LeadImportPreview>();
    const twice = await calls.map(preview.id, [
      'address',
      'address',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe('mapping');
    const short = await calls.map(preview.id, ['address']);
    expect(short.statusCode).toBe(400);
    const remapped = await calls.map(preview.id, [
      'address',
      'city',
      'state',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(remapped.json()).toMatchObject({ problem: null, counts: { ready: 1 } });
  });

  it('refuses a row whose owner has a control character, and imports the rest', async () => {
    const calls = importCalls(t, agent);
    const preview = (
      await calls.upload(
        `${HEADER}\n1 Bell St,Miami,FL,33101,An\u0007a,Ruiz,,\n2 Bell St,Miami,FL,33101,Bo,Li,,\n`,
      )
    ).json<LeadImportPreview>();
    expect(preview.counts).toMatchObject({ ready: 1, refused: 1 });
    expect(preview.issues[0]).toMatchObject({ row: 2, outcome: 'refused' });
  });

  it('keeps one preview waiting per agent, and bounds the previews an hour', async () => {
    const someone = await signedIn();
    const calls = importCalls(t, someone);
    const first = (
      await calls.upload(`${HEADER}\n1 A St,Miami,FL,33101,,,,\n`)
    ).json<LeadImportPreview>();
    await calls.upload(`${HEADER}\n2 A St,Miami,FL,33101,,,,\n`);
    expect((await calls.map(first.id, first.mapping)).statusCode).toBe(404);
    await t.app.rateLimits.importPreviewsByAgent.penalty(someone.id, 200);
    const limited = await calls.upload(`${HEADER}\n3 A St,Miami,FL,33101,,,,\n`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('RATE_LIMITED');
  });

  it('starts an import once, and another agent sees none of it', async () => {
    const calls = importCalls(t, agent);
    const preview = (
      await calls.upload(`${HEADER}\n1 Once St,Miami,FL,33101,,,,\n`)
    ).json<LeadImportPreview>();
    const starts = await Promise.all([calls.start(preview), calls.start(preview)]);
    expect(starts.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await calls.finished(preview.id)).imported).toBe(1);
    const other = await signedIn();
    const theirs = await t.app.inject({
      url: `/api/lead-imports/${other.id}/${preview.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/lead-imports/${other.id}/${preview.id}/follow-up`,
      headers: { cookie: other.cookie },
      payload: {},
    });
    expect(start.statusCode).toBe(404);
  });
});
