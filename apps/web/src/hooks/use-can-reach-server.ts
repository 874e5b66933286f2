import { useSyncExternalStore } from 'react';
import { canReachServer, onConnectionChange } from '@/lib/connection';

/** Whether the server can be asked now (docs/offline.md "Knowing it is offline"). */
export function useCanReachServer(): boolean {
  return useSyncExternalStore(onConnectionChange, canReachServer, () => true);
}
