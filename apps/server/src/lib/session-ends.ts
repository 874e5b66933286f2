import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SessionCache } from './session-cache';

/**
 * The channel a trigger on `sessions` notifies on every delete (sign-out, a password change or
 * reset, a deleted account's cascade, any SQL), every expiry cut short and every truncate: the
 * ended token hashes separated by spaces, or `*` when too many ended at once to name.
 */
export const SESSION_ENDS_CHANNEL = 'session_ends';
/**
 * A process that ended sessions sends `echo:<id>`; every listening process, having heard what was
 * committed before it (a connection hears notifications in commit order), answers `heard:<id>`.
 */
const ECHO = 'echo:';
const HEARD = 'heard:';
/** How the listening connections name themselves, so one process can count all of them. */
const LISTENER_NAME = 'porchlight session ends';
const RECONNECT_MS = { first: 100, max: 5_000 };
const CATCH_UP_TIMEOUT_MS = 2_000;

export interface SessionEnds {
  /** Settles once the first connection is listening, or has failed (it is then retried). */
  ready: Promise<void>;
  /**
   * Resolves once every listening process has heard every session end committed before the call
   * (or after a timeout, should one not answer): a route that ends sessions awaits it, so the
   * browser's next request finds them ended on whichever process it reaches.
   */
  caughtUp(pool: pg.Pool): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps one connection LISTENing for session ends and applies them to `cache`. The cache is
 * trusted only while that connection listens: on its loss everything is forgotten, sessions are
 * read from the database, and the connection is made again (after a growing pause).
 */
export function listenForSessionEnds(
  connection: pg.ClientConfig,
  cache: SessionCache,
  onError: (error: Error) => void,
): SessionEnds {
  let client: pg.Client | null = null;
  let stopped = false;
  let pause = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;
  /** Per echo this process sent: the listeners counted, the answers so far, whom to tell. */
  const echoes = new Map<string, { listeners: number; answers: number; done: () => void }>();
  /** Who waits for this process to listen again (or to stop). */
  const backWaiters = new Set<() => void>();
  const wakeBackWaiters = () => {
    for (const wake of backWaiters) wake();
    backWaiters.clear();
  };
  /**
   * Whether this process listens, waiting up to `ms` for its connection to come back: it hears
   * the other processes' answers to its echo only while it listens.
   */
  const listeningWithin = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (cache.listening || stopped || ms <= 0) return resolve(cache.listening);
      const wake = () => {
        clearTimeout(timer);
        backWaiters.delete(wake);
        resolve(cache.listening);
      };
      const timer = setTimeout(wake, ms);
      backWaiters.add(wake);
    });

  const heard = (payload: string, from: pg.Client) => {
    if (payload.startsWith(ECHO)) {
      const id = payload.slice(ECHO.length);
      from
        .query('select pg_notify($1, $2)', [SESSION_ENDS_CHANNEL, `${HEARD}${id}`])
        .catch(() => {});
    } else if (payload.startsWith(HEARD)) {
      const echo = echoes.get(payload.slice(HEARD.length));
      if (echo && ++echo.answers >= echo.listeners) echo.done();
    } else if (payload === '*') cache.endedAll();
    else cache.ended(payload.split(' '));
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    cache.stopListening();
    // Nothing more will be heard on it: whoever waits learns the cache is off now.
    for (const echo of echoes.values()) echo.done();
    lostClient.end().catch(() => {});
    if (stopped) return;
    retry = setTimeout(connect, pause);
    retry.unref();
    pause = Math.min(pause * 2, RECONNECT_MS.max);
  };

  async function connect() {
    const next = new pg.Client({ ...connection, application_name: LISTENER_NAME });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === SESSION_ENDS_CHANNEL && message.payload) heard(message.payload, next);
    });
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_ENDS_CHANNEL}`);
      if (client !== next || stopped) return;
      // Whatever ended while no one listened was missed: start from nothing.
      cache.endedAll();
      cache.listening = true;
      pause = RECONNECT_MS.first;
      wakeBackWaiters();
    } catch (error) {
      if (error instanceof Error) onError(error);
      lost(next);
    }
  }

  const started = connect();

  return {
    ready: started,
    async caughtUp(pool) {
      await started;
      // This process's own connection lost (it may be the only one): the others are still asked
      // once it listens again, within the same 2 s. Answering at once had let another process
      // serve a session this one had just ended.
      const since = Date.now();
      if (!(await listeningWithin(CATCH_UP_TIMEOUT_MS))) return;
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const echo = { listeners: Number.POSITIVE_INFINITY, answers: 0, done: () => {} };
      const allHeard = new Promise<boolean>((resolve) => {
        echo.done = () => resolve(true);
        timer = setTimeout(
          () => resolve(false),
          Math.max(0, CATCH_UP_TIMEOUT_MS - (Date.now() - since)),
        );
      });
      echoes.set(id, echo);
      try {
        // Counted by the statement that sends the echo: a listener that starts later hears
        // nothing old, and starts with nothing remembered.
        const { rows } = await pool.query<{ listeners: string }>(
          `select pg_notify($1, $2), (select count(*) from pg_stat_activity
            where datname = current_database() and application_name = $3) as listeners`,
          [SESSION_ENDS_CHANNEL, `${ECHO}${id}`, LISTENER_NAME],
        );
        echo.listeners = Number(rows[0]?.listeners ?? 0);
        if (echo.answers >= echo.listeners) echo.done();
        // One not answering in time may be this process's own: then trust nothing remembered.
        if (!(await allHeard)) cache.endedAll();
      } finally {
        clearTimeout(timer);
        echoes.delete(id);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      wakeBackWaiters();
      await started;
      const open = client;
      client = null;
      cache.stopListening();
      await open?.end().catch(() => {});
    },
  };
}
