import type { Worker } from 'node:worker_threads';
import type { ImportMapping } from '@porchlight/contracts';
import { AppError } from '../../lib/app-error';
import { createTaskThread } from '../../lib/task-thread';
import type { CsvTask, FilePreview, HeldAddress, ImportedLead, ReadUpload } from './csv';

/**
 * Every file read, cleaned and planned runs here (docs/imports.md "Importing"): on one thread of its own
 * at a lowered priority, one task at a time, so a 5 MB file never holds the event loop. One thread
 * and not a pool: on two cores it leaves the other to the event loop and PostgreSQL, and the
 * import job (one at a time per process) queues behind the previews rather than beside them.
 */
export interface CsvThreads {
  /** An upload's content read and previewed. At most one preview of an agent's at a time. */
  upload(agentId: string, content: string, held: HeldAddress[]): Promise<ReadUpload>;
  /** A kept file previewed again under a new mapping; the same bounds as an upload. */
  preview(
    agentId: string,
    file: { text: string; mapping: ImportMapping; held: HeldAddress[] },
  ): Promise<FilePreview>;
  /** The import job's plan: it waits its turn, never refused. */
  plan(file: {
    text: string;
    mapping: ImportMapping;
    held: HeldAddress[];
  }): Promise<{ counts: FilePreview['counts']; leads: ImportedLead[] }>;
  /** The thread running now, if any: its `threadId` is not the event loop's. */
  thread(): Worker | undefined;
  stop(): Promise<void>;
}

/**
 * Previews waiting or running, across every agent, beyond which a new one is refused with
 * SERVER_BUSY (and Retry-After): a 4 MB file is about half a second of the thread, so a full
 * queue is a few seconds; past that an upload would only wait longer while the machine is full.
 */
export const CSV_PREVIEW_CAPACITY = 8;
const NICENESS = 10;
const BUSY = 'Porchlight is busy reading other files. Please try again in a few seconds.';
const READING =
  'Your last file is still being read. Wait for its preview, then upload or change it again.';

/** The thread's file: beside the sources through tsx, beside main.js once built (build.mjs). */
const THREAD_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./csv-thread.dev.mjs', import.meta.url)
  : new URL('./lead-import-csv.thread.js', import.meta.url);

export function createCsvThreads({
  capacity = CSV_PREVIEW_CAPACITY,
  niceness = NICENESS,
}: {
  capacity?: number;
  niceness?: number;
} = {}): CsvThreads {
  const csv = createTaskThread(THREAD_FILE, 'csv thread', { niceness });
  const run = <T>(task: CsvTask) => csv.run<T>(task);
  /** The agents with a preview waiting or running. */
  const previewing = new Set<string>();

  /** A preview within its bounds: one per agent at a time, `capacity` across every agent. */
  const previewFor = async <T>(agentId: string, task: CsvTask): Promise<T> => {
    if (previewing.has(agentId)) throw new AppError('IMPORT_PREVIEW_RUNNING', READING);
    if (previewing.size >= capacity) throw new AppError('SERVER_BUSY', BUSY);
    previewing.add(agentId);
    try {
      return await run<T>(task);
    } finally {
      previewing.delete(agentId);
    }
  };

  return {
    upload: (agentId, content, held) => previewFor(agentId, { kind: 'upload', content, held }),
    preview: (agentId, file) => previewFor(agentId, { kind: 'preview', ...file }),
    plan: (file) => run({ kind: 'plan', ...file }),
    thread: () => csv.thread(),
    stop: () => csv.stop(),
  };
}

/** The process's one CSV thread, shared by every app in it. */
export const csvThreads = createCsvThreads();
