import { Worker } from 'node:worker_threads';
import { AppError, type AppErrorCode } from './app-error';

/**
 * One worker thread that runs tasks one at a time and answers each by its id: the work that
 * would hold the event loop (a password hash, a CSV file) runs there instead. It starts with the
 * first task, lets the process end while idle, and a thread that fails takes its tasks with it
 * (the next task starts another).
 */
export interface TaskThread {
  run<T>(task: unknown): Promise<T>;
  /** Tasks asked for and not yet answered. */
  pending(): number;
  /** The thread running now, if any: its `threadId`, and its messages carry each task's answer. */
  thread(): Worker | undefined;
  /** Ends the thread once the tasks asked for are done (a later task starts it again). */
  stop(): Promise<void>;
}

/**
 * What the thread posts for each task: its result, or a refusal (an AppError's code, sentence and
 * details, rebuilt here), or a fault's text.
 */
export interface TaskAnswer {
  id: number;
  result?: unknown;
  refused?: { code: AppErrorCode; message: string; details: Record<string, unknown> };
  error?: string;
}

interface Waiting {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** `name` prefixes a fault's message ("password hashing: …"); `workerData` goes to the thread. */
export function createTaskThread(file: URL, name: string, workerData: unknown): TaskThread {
  let thread: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  /** Who waits for the tasks to end (stop()). */
  let idleWaiters: (() => void)[] = [];
  const wakeIdleWaiters = () => {
    for (const wake of idleWaiters) wake();
    idleWaiters = [];
  };

  const failAll = (error: Error) => {
    for (const task of waiting.values()) task.reject(error);
    waiting.clear();
    wakeIdleWaiters();
  };

  const start = () => {
    const started = new Worker(file, { workerData });
    started.on('message', ({ id, result, refused, error }: TaskAnswer) => {
      const task = waiting.get(id);
      waiting.delete(id);
      if (refused) task?.reject(new AppError(refused.code, refused.message, refused.details));
      else if (error !== undefined) task?.reject(new Error(`${name}: ${error}`));
      else task?.resolve(result);
      // An idle thread must not keep the process alive (a script, a test file's end).
      if (waiting.size === 0) {
        started.unref();
        wakeIdleWaiters();
      }
    });
    // A thread that fails takes its tasks with it; one ended by stop() had none left.
    started.on('error', (error) => {
      if (thread === started) failAll(error);
    });
    started.on('exit', () => {
      if (thread !== started) return;
      thread = undefined;
      failAll(new Error(`${name}: the thread ended`));
    });
    return started;
  };

  return {
    run<T>(task: unknown): Promise<T> {
      thread ??= start();
      thread.ref();
      const id = nextId++;
      const answer = new Promise<T>((resolve, reject) =>
        waiting.set(id, { resolve: (result) => resolve(result as T), reject }),
      );
      thread.postMessage({ id, task });
      return answer;
    },
    pending: () => waiting.size,
    thread: () => thread,
    async stop() {
      // Checked again after each wait: a task asked for meanwhile is finished first.
      while (waiting.size > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      const ending = thread;
      thread = undefined;
      await ending?.terminate();
    },
  };
}
