import { useSyncExternalStore } from 'react';
import { onReachabilityChange } from '@/lib/connection';
import { canReachServer } from '@/lib/reachability';

/** Whether the server can be asked now (docs/offline.md "Knowing it is offline"). */
export function useCanReachServer(): boolean {
  return useSyncExternalStore(onReachabilityChange, canReachServer, () => true);
}
