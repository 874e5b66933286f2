import { expect } from 'vitest';

/**
 * What every call that may wait for a connection adds to its body: the client id the server
 * applies it once by, and the time the agent acted (docs/offline.md "Work done offline").
 */
export const ACTION_FIELDS = {
  clientActionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  actedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};
