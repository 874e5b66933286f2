// wouter imports `use-sync-external-store/shim` for React 17; React 19 has the hook itself, so the
// build resolves the shim here and drops its fallback from every page (apps/web/vite.config.ts,
// docs/performance.md "JavaScript per page").
export { useSyncExternalStore } from 'react';
