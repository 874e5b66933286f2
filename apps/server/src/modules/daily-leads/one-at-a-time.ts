/**
 * Runs each key's work after that key's previous work has settled, within this process. An
 * agent's parallel deliveries then ask the lead source once, not once each (a vendor bills per
 * search); the quota stays exact across processes by the delivery's own commit check.
 */
export function oneAtATimePerKey() {
  const last = new Map<string, Promise<void>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const current = (last.get(key) ?? Promise.resolve()).then(work);
    const settled = current.then(
      () => {},
      () => {},
    );
    last.set(key, settled);
    try {
      return await current;
    } finally {
      if (last.get(key) === settled) last.delete(key);
    }
  };
}
