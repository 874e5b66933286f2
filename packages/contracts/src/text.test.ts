import { describe, expect, it } from 'vitest';
import { CompleteSignupRequest, TrackSignupRequest } from './registration';
import { SaveScriptsRequest } from './scripts';
import { controlCharacterPath, isMultiLineText, isPlainText, plainText } from './text';

describe('controlCharacterPath', () => {
  it('finds nothing in ordinary text, tabs and line breaks included', () => {
    expect(controlCharacterPath({ name: 'José Ñúñez', body: 'Hi,\r\n\tthanks 👋', n: 3 })).toBe(
      null,
    );
    expect(controlCharacterPath(null)).toBe(null);
  });

  it('names the first field holding NUL, another C0 control, DEL or a C1 control', () => {
    expect(controlCharacterPath({ name: 'a\u0000b' })).toBe('name');
    expect(controlCharacterPath({ a: 'ok', b: { c: ['fine', 'bell\u0007'] } })).toBe('b.c.1');
    expect(controlCharacterPath({ x: 'del\u007f', y: '\u0000' })).toBe('x');
    expect(controlCharacterPath({ next: 'c1\u0085' })).toBe('next');
    expect(controlCharacterPath('\u0000')).toBe('');
  });

  it('looks at object keys too', () => {
    expect(controlCharacterPath({ profile: { 'bad\u0000key': 1 } })).toBe('profile.bad\u0000key');
  });

  it('walks 10,000 nested arrays without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let depth = 0; depth < 10_000; depth++) deep = [deep];
    expect(controlCharacterPath({ deep })).toBe(`deep${'.0'.repeat(10_000)}`);
  });
});

describe('plain and multi-line text', () => {
  it('lets multi-line text keep tabs and line breaks, but not plain text', () => {
    expect(isMultiLineText('one\ntwo\r\n\tthree')).toBe(true);
    expect(isPlainText('one\ntwo')).toBe(false);
    expect(isPlainText('one\ttwo')).toBe(false);
    expect(isPlainText('one two')).toBe(true);
    expect(plainText('Name').safeParse('a\nb').error?.issues[0]?.message).toBe(
      'Name must not contain control characters',
    );
  });

  it('refuses line breaks in single-line request fields and keeps them in a script body', () => {
    expect(TrackSignupRequest.safeParse({ name: 'Pat\nOwner', step: 1 }).success).toBe(false);
    const referral = CompleteSignupRequest.safeParse({ referralCode: 'ab\tc' });
    expect(referral.error?.issues.some((issue) => issue.path[0] === 'referralCode')).toBe(true);
    const scripts = SaveScriptsRequest.safeParse({
      scripts: [{ dayNumber: 2, scriptType: 'text', body: 'Hi!\n\nCall me.' }],
    });
    expect(scripts.success).toBe(true);
  });
});
