/** A session as this process remembers it: whose it is, and until when. */
export interface KnownSession {
  agentId: string;
  expiresAt: Date;
}

/** Sessions one process remembers at most (each a few hundred bytes): the least used go first. */
const DEFAULT_LIMIT = 50_000;

/**
 * The sessions this process has read, by token hash, so a signed-in request needs no round trip
 * to check its cookie (docs/security.md "Sessions"). It is trusted only while `listening`: while
 * this process hears every session's end from the database at once (see session-ends.ts); the
 * moment it may have missed one, everything is forgotten and sessions are read again.
 */
export class SessionCache {
  private readonly sessions = new Map<string, KnownSession>();
  /** Counts the ends heard: a read that began before one may hold a session that just ended. */
  private endsHeard = 0;
  /** Set once LISTEN is in place, cleared when the connection that holds it is lost. */
  listening = false;

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  /** The session, if remembered; the caller still checks its expiry against the clock. */
  known(tokenHash: string): KnownSession | undefined {
    if (!this.listening) return undefined;
    const session = this.sessions.get(tokenHash);
    if (session) {
      // Most recently used last, so the oldest in the map is the one to drop when full.
      this.sessions.delete(tokenHash);
      this.sessions.set(tokenHash, session);
    }
    return session;
  }

  /** Marks the start of a database read of a session, for `remember`. */
  readStarted(): number {
    return this.endsHeard;
  }

  /**
   * Remembers a session read from the database, unless an end was heard since that read began
   * (the end may be this one's, committed after the read saw the row).
   */
  remember(tokenHash: string, session: KnownSession, readStartedAt: number) {
    if (!this.listening || readStartedAt !== this.endsHeard) return;
    this.sessions.delete(tokenHash);
    this.sessions.set(tokenHash, session);
    if (this.sessions.size > this.limit) {
      const oldest = this.sessions.keys().next();
      if (!oldest.done) this.sessions.delete(oldest.value);
    }
  }

  /** A remembered session's expiry moved on (the hourly slide); an ended one stays forgotten. */
  extended(tokenHash: string, expiresAt: Date) {
    const session = this.sessions.get(tokenHash);
    if (session) this.sessions.set(tokenHash, { ...session, expiresAt });
  }

  /** These sessions ended (signed out, revoked, cut short, their account deleted). */
  ended(tokenHashes: readonly string[]) {
    this.endsHeard++;
    for (const tokenHash of tokenHashes) this.sessions.delete(tokenHash);
  }

  /** Some sessions ended, which ones unknown: forget them all. */
  endedAll() {
    this.endsHeard++;
    this.sessions.clear();
  }

  /** The ends may no longer be heard: nothing remembered can be trusted, nor kept until heard again. */
  stopListening() {
    this.listening = false;
    this.endedAll();
  }
}
