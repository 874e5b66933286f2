import type { Script } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  changedScripts,
  dayFieldErrors,
  dayList,
  previewText,
  scriptFormValues,
} from './script-form';

const day1: Script = { dayNumber: 1, scriptType: 'email', subject: 'Hi', body: 'Hello' };
const day2: Script = { dayNumber: 2, scriptType: 'text', subject: null, body: 'Text me' };

describe('script form rules', () => {
  it('edits the days in order, a text day with an empty subject', () => {
    expect(scriptFormValues([day2, day1]).scripts).toEqual([
      { dayNumber: 1, scriptType: 'email', subject: 'Hi', body: 'Hello' },
      { dayNumber: 2, scriptType: 'text', subject: '', body: 'Text me' },
    ]);
  });

  it('counts a day as changed only when its subject or body differ from what is saved', () => {
    expect(changedScripts([day1, day2], [day1, day2])).toEqual([]);
    const edited = { ...day1, subject: 'Hey' };
    expect(changedScripts([day1, day2], [edited, day2])).toEqual([edited]);
  });

  it('puts a server message under the day it was sent as', () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        error: 'VALIDATION_ERROR',
        message: 'scripts.1.subject: Email scripts need a subject',
        field: 'scripts.1.subject',
        fields: { 'scripts.1.subject': 'Email scripts need a subject', scripts: 'ignored' },
      }),
    );
    const sent: Script[] = [day2, { ...day1, dayNumber: 5 }];
    expect(dayFieldErrors(error, sent)).toEqual([
      { field: 'scripts.4.subject', message: 'Email scripts need a subject' },
    ]);
    expect(dayFieldErrors(new ApiError(502, 'Bad Gateway'), sent)).toEqual([]);
  });

  it('names the days saved and previews for the sample owner', () => {
    expect(dayList([day2])).toBe('Day 2');
    expect(dayList([{ dayNumber: 5 }, { dayNumber: 1 }, { dayNumber: 3 }])).toBe(
      'Days 1, 3, and 5',
    );
    const sender = { name: 'Jordan Agent', phone: null };
    expect(previewText('is this {firstname}? ({streetaddress})', sender)).toBe(
      'is this Ana? (123 Main St)',
    );
    expect(previewText('Thank you,\n{agentname}\n{agentphone}', sender)).toBe(
      'Thank you,\nJordan Agent',
    );
  });
});
