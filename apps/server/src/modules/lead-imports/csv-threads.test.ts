import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createCsvThreads, csvThreads } from './csv-threads';

const FILE = 'Address,City,State,Zip\n12 Oak St,Miami,FL,33101\n14 Oak St,Miami,FL,33101\n';
const content = (text: string) => Buffer.from(text).toString('base64');

// The proof is where the work runs, never how long the event loop waited (docs/testing.md).
describe('the CSV thread', () => {
  it('reads and previews an upload on its own thread, not the event loop', async () => {
    const asked = csvThreads.upload('agent-a', content(FILE), []);
    const thread = csvThreads.thread();
    if (!thread) throw new Error('no CSV thread was started');
    expect(thread.threadId).not.toBe(threadId);
    // The answer is the thread's message: listening now misses none.
    const posted: unknown[] = [];
    const listen = ({ result }: { result: unknown }) => posted.push(result);
    thread.on('message', listen);
    try {
      const upload = await asked;
      expect(upload.preview.counts).toMatchObject({ rows: 2, ready: 2 });
      expect(posted).toEqual([upload]);
    } finally {
      thread.off('message', listen);
    }
  });

  it('plans against the addresses the agent holds, on the thread', async () => {
    const held = [{ address: '12 Oak St', city: 'Miami', state: 'FL', zip: '33101' }];
    const plan = await csvThreads.plan({
      text: FILE,
      mapping: ['address', 'city', 'state', 'zip'],
      held,
    });
    expect(plan.counts).toMatchObject({ ready: 1, alreadyHave: 1 });
    expect(plan.leads.map((lead) => lead.address)).toEqual(['14 Oak St']);
  });

  it('keeps a refusal its code and sentence across the thread', async () => {
    const refused = await csvThreads.upload('agent-b', content('Address\n'), []).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'IMPORT_REFUSED',
      message: 'This file has no rows after its header.',
    });
  });

  it('reads one preview of an agent at a time, and refuses past its bound with SERVER_BUSY', async () => {
    const threads = createCsvThreads({ capacity: 2 });
    try {
      const first = threads.upload('agent-a', content(FILE), []);
      const again = threads.upload('agent-a', content(FILE), []);
      const other = threads.upload('agent-b', content(FILE), []);
      const beyond = threads.upload('agent-c', content(FILE), []);
      const settled = await Promise.allSettled([first, again, other, beyond]);
      expect(settled.map((s) => s.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
        'rejected',
      ]);
      const reason = (i: number) => (settled[i] as PromiseRejectedResult).reason;
      expect(reason(1)).toMatchObject({ code: 'IMPORT_PREVIEW_RUNNING', status: 409 });
      expect(reason(3)).toMatchObject({ code: 'SERVER_BUSY', status: 503 });
      // The job's plan is never refused: it waits its turn.
      const plan = threads.plan({
        text: FILE,
        mapping: ['address', 'city', 'state', 'zip'],
        held: [],
      });
      await expect(plan).resolves.toMatchObject({ counts: { ready: 2 } });
    } finally {
      await threads.stop();
    }
  });
});
