import { EventEmitter } from 'node:events';
import { AppError } from '../../lib/app-error';
import { emailLimitKey, type RateLimits, takePoint } from '../../plugins/rate-limits';

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const BUSY = 'Other sign-ins to this account are still being checked. Please try again.';

/** How long an attempt waits for the checks in flight before it answers SERVER_BUSY. */
const WAIT_MS = 10_000;
/** The longest wait between two looks: checks in flight in another process wake no one here. */
const LOOK_AGAIN_MS = 100;

/** Wakes this process's waiting attempts whenever a check ends. */
const settled = new EventEmitter().setMaxListeners(0);

/**
 * The sign-in limit (docs/accounts.md "Sign-in and sessions"): at most 10 failed attempts per 15
 * minutes per email and per IP, even in parallel. Two counters per key:
 *  - `signInBy*` are the checks: a point is taken before each password check and kept if it
 *    fails, so parallel guesses never exceed 10;
 *  - `signInFailuresBy*` count only checks that failed.
 * When a check's point can't be taken, the failures decide: 10 failures is a 429 that says so;
 * fewer means checks in flight hold the points, so the attempt waits for them to end and tries
 * again (a right password is never refused because others are being checked).
 */
export class SignInAttempt {
  readonly #limits: RateLimits;
  readonly #email: string;
  readonly #ip: string;

  constructor(limits: RateLimits, email: string, ip: string) {
    this.#limits = limits;
    this.#email = emailLimitKey(email);
    this.#ip = ip;
  }

  /** Takes the check's points, waiting while other checks hold them. */
  async admit(): Promise<void> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const wake = nextSettle();
      try {
        if (await this.#take()) return;
        if (await this.#tooManyFailures()) throw new AppError('RATE_LIMITED', TOO_MANY);
        if (Date.now() >= until) throw new AppError('SERVER_BUSY', BUSY);
        await wake.promise;
      } finally {
        wake.cancel();
      }
    }
  }

  /** A wrong password: its points stay taken, and it counts as a failure. */
  async failed(): Promise<void> {
    await Promise.all([
      takePoint(this.#limits.signInFailuresByEmail, this.#email),
      takePoint(this.#limits.signInFailuresByIp, this.#ip),
    ]);
    settled.emit('settled');
  }

  /** A right password: the email's failures are forgotten; the IP gets its point back. */
  async succeeded(): Promise<void> {
    await Promise.all([
      this.#limits.signInByEmail.delete(this.#email),
      this.#limits.signInFailuresByEmail.delete(this.#email),
      this.#limits.signInByIp.reward(this.#ip, 1),
    ]);
    settled.emit('settled');
  }

  /** No check was made (the server was too busy): the points go back. */
  async notChecked(): Promise<void> {
    await this.#giveBack(true, true);
    settled.emit('settled');
  }

  async #take(): Promise<boolean> {
    const [email, ip] = await Promise.all([
      takePoint(this.#limits.signInByEmail, this.#email),
      takePoint(this.#limits.signInByIp, this.#ip),
    ]);
    if (email && ip) return true;
    // A refused point is counted all the same (rate-limiter-flexible's consume), so both go back.
    await this.#giveBack(true, true);
    return false;
  }

  async #giveBack(email: boolean, ip: boolean): Promise<void> {
    await Promise.all([
      email && this.#limits.signInByEmail.reward(this.#email, 1),
      ip && this.#limits.signInByIp.reward(this.#ip, 1),
    ]);
  }

  async #tooManyFailures(): Promise<boolean> {
    const [email, ip] = await Promise.all([
      this.#limits.signInFailuresByEmail.get(this.#email),
      this.#limits.signInFailuresByIp.get(this.#ip),
    ]);
    return (
      (email?.consumedPoints ?? 0) >= this.#limits.signInFailuresByEmail.points ||
      (ip?.consumedPoints ?? 0) >= this.#limits.signInFailuresByIp.points
    );
  }
}

/** Resolves when a check in this process ends, or after LOOK_AGAIN_MS at most. */
function nextSettle(): { promise: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const promise = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      settled.off('settled', done);
      resolve();
    };
    const timer = setTimeout(done, LOOK_AGAIN_MS);
    settled.on('settled', done);
    cancel = done;
  });
  return { promise, cancel };
}
