/**
 * Seconds from `nowMs` that a Retry-After header asks to wait (RFC 9110 10.2.3: a number of
 * seconds or an HTTP date); null when absent or unreadable. Read by every outside call that is
 * tried again when the service says (docs/notifications.md "Sending", docs/connections.md).
 */
export function retryAfterSeconds(header: string | null | undefined, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}
