import type { LeadImportPreview, LeadImportSummary } from '@porchlight/contracts';
import type { TestApp } from './build-app';
import { createAgent, sessionCookie } from './factories';

/** The header of the small files the import tests write. */
export const IMPORT_HEADER =
  'Address,City,State,Zip,Owner 1 First Name,Owner 1 Last Name,Phone 1,Email 1';

/** A new agent with a session, as the import routes are called by. */
export async function signedInAgent(t: TestApp) {
  const agent = await createAgent(t.database.db);
  return { id: agent.id, cookie: await sessionCookie(t.database.db, agent.id) };
}

/** An agent's calls to the import routes, as the Import Leads sheet makes them. */
export function importCalls(t: TestApp, agent: { id: string; cookie: string }) {
  const headers = { cookie: agent.cookie };
  const base = `/api/lead-imports/${agent.id}`;
  const upload = (file: string | Uint8Array, fileName = 'leads.csv') =>
    t.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { fileName, content: Buffer.from(file).toString('base64') },
    });
  const start = (preview: LeadImportPreview, destination: 'saved' | 'review' = 'saved') =>
    t.app.inject({
      method: 'POST',
      url: `${base}/${preview.id}/start`,
      headers,
      payload: { mapping: preview.mapping, destination },
    });
  const summary = async (importId: string) =>
    (await t.app.inject({ url: `${base}/${importId}`, headers })).json<LeadImportSummary>();
  /** Polls the import until it has finished, as the progress bar does. */
  const finished = async (importId: string): Promise<LeadImportSummary> => {
    for (let tries = 0; tries < 600; tries++) {
      const now = await summary(importId);
      if (now.status === 'done' || now.status === 'failed') return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${importId} did not finish`);
  };
  return {
    upload,
    start,
    summary,
    finished,
    map: (importId: string, mapping: (string | null)[]) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/${importId}/mapping`,
        headers,
        payload: { mapping },
      }),
    /** Uploads, starts with the suggested mapping and waits for the end. */
    importFile: async (file: string | Uint8Array, destination: 'saved' | 'review' = 'saved') => {
      const preview = (await upload(file)).json<LeadImportPreview>();
      await start(preview, destination);
      return finished(preview.id);
    },
  };
}
