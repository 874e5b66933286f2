// The CSV thread (docs/imports.md "Importing"): reads, cleans and plans a file off the event loop, one
// task at a time, at a lowered priority. Built beside main.js as lead-import-csv.thread.js; from
// the sources it is started through csv-thread.dev.mjs.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/app-error';
import type { TaskAnswer } from '../../lib/task-thread';
import { type CsvTask, runCsvTask } from './csv';

try {
  // On Linux a thread has its own nice value: this lowers this thread only, not the event loop.
  setPriority(workerData?.niceness ?? 0);
} catch {
  // A system that refuses keeps the default priority; the tasks still run one at a time.
}

parentPort?.on('message', ({ id, task }: { id: number; task: CsvTask }) => {
  try {
    const answer: TaskAnswer = { id, result: runCsvTask(task) };
    parentPort?.postMessage(answer);
  } catch (error) {
    // A refusal keeps its code and sentence across the thread; anything else is a fault.
    const refused =
      error instanceof AppError
        ? { code: error.code, message: error.message, details: error.details }
        : undefined;
    const answer: TaskAnswer = refused ? { id, refused } : { id, error: String(error) };
    parentPort?.postMessage(answer);
  }
});
