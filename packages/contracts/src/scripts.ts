import { z } from 'zod';
import { activityTypeOfDay, FOLLOW_UP_DAYS } from './follow-up-rules';
import { plainText } from './text';

export const SCRIPT_MESSAGES = {
  noScripts: 'No scripts to save',
  subjectRequired: 'Email scripts need a subject',
  bodyRequired: 'Write the message',
  wrongType: 'Days 1, 3 and 5 are emails; days 2, 4 and 6 are texts',
} as const;

/** A day's script, as answered (docs/follow-up.md "Scripts"). */
export const Script = z.object({
  dayNumber: z.number().int().min(1).max(FOLLOW_UP_DAYS),
  scriptType: z.enum(['email', 'text']),
  subject: z.string().nullable(),
  body: z.string(),
});
export type Script = z.infer<typeof Script>;

/** A script as saved: trimmed, an empty subject is none, checked against its day. */
export const ScriptInput = z
  .object({
    dayNumber: z.number().int().min(1).max(FOLLOW_UP_DAYS),
    scriptType: z.enum(['email', 'text']),
    subject: plainText('Subject')
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || null),
    body: z.string().trim().min(1, SCRIPT_MESSAGES.bodyRequired).max(2000),
  })
  .refine((s) => s.scriptType === activityTypeOfDay(s.dayNumber), {
    message: SCRIPT_MESSAGES.wrongType,
    path: ['scriptType'],
  })
  .refine((s) => s.scriptType === 'text' || s.subject !== null, {
    message: SCRIPT_MESSAGES.subjectRequired,
    path: ['subject'],
  });
export type ScriptInput = z.input<typeof ScriptInput>;

export const SaveScriptsRequest = z.object({
  scripts: z
    .array(ScriptInput)
    .min(1, SCRIPT_MESSAGES.noScripts)
    .max(FOLLOW_UP_DAYS)
    .refine((list) => new Set(list.map((s) => s.dayNumber)).size === list.length, {
      message: 'Each day has one script',
    }),
});
export type SaveScriptsRequest = z.input<typeof SaveScriptsRequest>;

export const ScriptsResponse = z.object({
  scripts: z.array(Script),
  /** Days still on the default script (saved scripts override the defaults day by day). */
  defaultDays: z.array(z.number().int()),
});
export type ScriptsResponse = z.infer<typeof ScriptsResponse>;
