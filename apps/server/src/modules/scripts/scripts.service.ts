import {
  DEFAULT_MAILER_SCRIPTS,
  DEFAULT_SCRIPTS,
  type Script,
  type ScriptsResponse,
} from '@porchlight/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { followUpScripts } from '../../db/schema';

export type ScriptKind = 'outbound' | 'mailer';

const DEFAULTS = { outbound: DEFAULT_SCRIPTS, mailer: DEFAULT_MAILER_SCRIPTS } as const;

/** The six scripts of a kind: the agent's own where saved, the default elsewhere. */
export async function loadScripts(
  db: Database,
  agentId: string,
  kind: ScriptKind,
): Promise<ScriptsResponse> {
  const saved = await db
    .select()
    .from(followUpScripts)
    .where(and(eq(followUpScripts.agentId, agentId), eq(followUpScripts.kind, kind)));
  const byDay = new Map(saved.map((row) => [row.dayNumber, row]));
  const scripts = DEFAULTS[kind].map((fallback) => {
    const own = byDay.get(fallback.dayNumber);
    return own
      ? {
          dayNumber: own.dayNumber,
          scriptType: own.scriptType,
          subject: own.subject,
          body: own.body,
        }
      : { ...fallback };
  });
  return {
    scripts,
    defaultDays: DEFAULTS[kind].map((s) => s.dayNumber).filter((day) => !byDay.has(day)),
  };
}

/** Saves the given days (one statement: all or none), then answers all six. */
export async function saveScripts(
  db: Database,
  agentId: string,
  kind: ScriptKind,
  scripts: readonly Script[],
  now: Date,
): Promise<ScriptsResponse> {
  await db
    .insert(followUpScripts)
    .values(scripts.map((script) => ({ agentId, kind, ...script, updatedAt: now })))
    .onConflictDoUpdate({
      target: [followUpScripts.agentId, followUpScripts.kind, followUpScripts.dayNumber],
      set: {
        scriptType: sql`excluded.script_type`,
        subject: sql`excluded.subject`,
        body: sql`excluded.body`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return loadScripts(db, agentId, kind);
}
