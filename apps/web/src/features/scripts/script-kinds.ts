import { DEFAULT_MAILER_SCRIPTS, DEFAULT_SCRIPTS, type DefaultScript } from '@porchlight/contracts';

/** The two script editors of the Profile tab (workspace.md §2 "Script editors"). */
export type ScriptKind = 'outbound' | 'mailer';

interface ScriptKindInfo {
  title: string;
  description: string;
  /** The GET and PUT path, before the agent id (workspace.md §7). */
  path: string;
  /** What each day says until the agent saves their own (workspace.md §9). */
  defaults: readonly DefaultScript[];
}

export const SCRIPT_KINDS: Record<ScriptKind, ScriptKindInfo> = {
  outbound: {
    title: 'Outbound Scripts',
    description: 'What your 6-day follow-up emails and texts say.',
    path: '/api/scripts',
    defaults: DEFAULT_SCRIPTS,
  },
  mailer: {
    title: 'Mailer Follow Up Scripts',
    description: 'What your follow-up says to owners you sent a postcard.',
    path: '/api/mailer-scripts',
    defaults: DEFAULT_MAILER_SCRIPTS,
  },
};
