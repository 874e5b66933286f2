// What the workspace's connection watch (connection.ts) tells the notice above every page, by a
// window event: the notice is on every page, the watch (and its wording) only in the workspace.

export const CONNECTION_EVENT = 'porchlight:connection';

/** The notice's words while offline ("Offline · last updated 8:05 AM"), or null online. */
export type ConnectionNotice = string | null;
