import { DEFAULT_MAILER_SCRIPTS, DEFAULT_SCRIPTS, type DefaultScript } from '@porchlight/contracts';
import type { ScriptKind } from '@/api/get-scripts';

/** The two script editors of the Profile tab (docs/screens.md "Script editors"). */
export type { ScriptKind };

interface ScriptKindInfo {
  title: string;
  description: string;
  /** What each day says until the agent saves their own (docs/follow-up.md "Scripts"). */
  defaults: readonly DefaultScript[];
}

export const SCRIPT_KINDS: Record<ScriptKind, ScriptKindInfo> = {
  outbound: {
    title: 'Outbound Scripts',
    description: 'What your 6-day follow-up emails and texts say.',
    defaults: DEFAULT_SCRIPTS,
  },
  mailer: {
    title: 'Mailer Follow Up Scripts',
    description: 'What your follow-up says to owners you sent a postcard.',
    defaults: DEFAULT_MAILER_SCRIPTS,
  },
};
