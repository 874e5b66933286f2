import { readStorage, writeStorage } from '@/lib/storage';

function reloadKey(version: string): string {
  return `porchlight:reloaded-for:${version}`;
}

/** Whether this tab has already reloaded for `version` (so reloading again would loop). */
export function hasReloadedFor(version: string): boolean {
  return readStorage('sessionStorage', reloadKey(version)) !== null;
}

/**
 * Calls `reload` unless this tab already reloaded for `version`, so a server that keeps answering
 * a version this build does not know cannot trap the agent in a reload loop. Without session
 * storage there is no memory of a reload, so it does not reload at all.
 */
export function reloadOncePerVersion(version: string, reload: () => void): boolean {
  const key = reloadKey(version);
  if (readStorage('sessionStorage', key) !== null) return false;
  if (!writeStorage('sessionStorage', key, String(Date.now()))) return false;
  reload();
  return true;
}
