import { serverClockOffset } from './connection';

// Now as the server sees it (docs/offline.md "One clock"): every time the screen compares with
// the server's (quiet hours on a follow-up card, a lead's age, when a queued act was done) reads
// this, never the phone's own clock. The offset comes from the last answer's Date header
// (connection.ts) or, offline after a reload, from the phone's copy.

/** Now by the server's clock. */
export function serverNow(): Date {
  return new Date(serverNowMs());
}

/** Now by the server's clock, in milliseconds since the epoch. */
export function serverNowMs(): number {
  return Date.now() + serverClockOffset();
}
