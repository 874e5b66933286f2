// The scripts editors' rules: what the form starts from, which days count as changed, where the
// server's field messages go, and the sample owner of the live preview.
import {
  fillPlaceholders,
  fillSender,
  type SaveScriptsRequest,
  type Script,
  type ScriptSender,
} from '@porchlight/contracts';
import { fieldMessages } from '@/lib/api-error';

export type ScriptsFormValues = SaveScriptsRequest;
type DayField = `scripts.${number}.subject` | `scripts.${number}.body`;

const byDay = (a: Pick<Script, 'dayNumber'>, b: Pick<Script, 'dayNumber'>) =>
  a.dayNumber - b.dayNumber;

/** The six days in order, as the form edits them: a text day's subject is an empty string. */
export function scriptFormValues(scripts: readonly Script[]): ScriptsFormValues {
  return {
    scripts: [...scripts].sort(byDay).map(({ dayNumber, scriptType, subject, body }) => ({
      dayNumber,
      scriptType,
      subject: subject ?? '',
      body,
    })),
  };
}

/**
 * The days whose subject or body differ from what is saved, once trimmed (the contract trims
 * too): an edit undone, or spaces added, is no change.
 */
export function changedScripts(saved: readonly Script[], edited: readonly Script[]): Script[] {
  return edited.filter((script) => {
    const before = saved.find((s) => s.dayNumber === script.dayNumber);
    return before?.subject !== script.subject || before.body !== script.body;
  });
}

/**
 * The server names a field by its place in the list sent ("scripts.0.subject"); the form holds
 * all six days in order. Returns each message under the form's own field.
 */
export function dayFieldErrors(
  error: unknown,
  sent: readonly Script[],
): { field: DayField; message: string }[] {
  return Object.entries(fieldMessages(error)).flatMap(([name, text]) => {
    const match = /^scripts\.(\d+)\.(subject|body)$/.exec(name);
    const script = match && sent[Number(match[1])];
    if (!match || !script) return [];
    const part = match[2] === 'subject' ? 'subject' : 'body';
    return [{ field: `scripts.${script.dayNumber - 1}.${part}` as const, message: text }];
  });
}

/** "Day 1", "Days 1 and 3", "Days 1, 3, and 5". */
export function dayList(scripts: readonly Pick<Script, 'dayNumber'>[]): string {
  const days = [...scripts].sort(byDay).map((s) => String(s.dayNumber));
  const list = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(days);
  return `${days.length === 1 ? 'Day' : 'Days'} ${list}`;
}

/** The owner the live preview writes to. */
export const SAMPLE_OWNER = {
  owner1: 'Ana',
  owner2: null,
  ownerFullName: null,
  ownerName: null,
  address: '123 Main St',
} as const;

/** The text as the sample owner would read it, signed by the agent. */
export function previewText(text: string | null | undefined, sender: ScriptSender): string {
  return fillPlaceholders(fillSender(text ?? '', sender), SAMPLE_OWNER).trim();
}
