import { describe, expect, it } from 'vitest';
import { MailerSettingsRequest } from './accounts';
import { CompleteSignupRequest, TrackSignupRequest } from './registration';
import { SaveScriptsRequest } from './scripts';
import { SupportContactRequest } from './support';
import {
  isMultiLineText,
  isPlainText,
  isWellFormedText,
  plainText,
  textRuleBreach,
  textRuleMessage,
} from './text';

const breachPath = (value: unknown) => textRuleBreach(value)?.path ?? null;

describe('textRuleBreach', () => {
  it('finds nothing in ordinary text, tabs and line breaks included', () => {
    expect(breachPath({ name: 'José Ñúñez', body: 'Hi,\r\n\tthanks 👋', n: 3 })).toBe(null);
    expect(breachPath(null)).toBe(null);
  });

  it('names the first field holding NUL, another C0 control, DEL or a C1 control', () => {
    expect(breachPath({ name: 'a\u0000b' })).toBe('name');
    expect(breachPath({ a: 'ok', b: { c: ['fine', 'bell\u0007'] } })).toBe('b.c.1');
    expect(breachPath({ x: 'del\u007f', y: '\u0000' })).toBe('x');
    expect(breachPath({ next: 'c1\u0085' })).toBe('next');
    expect(breachPath('\u0000')).toBe('');
  });

  it('looks at object keys too', () => {
    expect(breachPath({ profile: { 'bad\u0000key': 1 } })).toBe('profile.bad\u0000key');
  });

  it('names the first string or key holding a lone surrogate, and gives the text it found', () => {
    expect(textRuleBreach({ city: 'Miami\ud800' })).toEqual({ path: 'city', text: 'Miami\ud800' });
    expect(textRuleBreach({ a: ['ok', '\udfff'] })).toEqual({ path: 'a.1', text: '\udfff' });
    expect(textRuleBreach({ '\ud83d': 1 })).toEqual({ path: '\ud83d', text: '\ud83d' });
    // A high surrogate at the end, a low one at the start, two highs in a row: none is a pair.
    expect(breachPath({ x: 'end\ud83d' })).toBe('x');
    expect(breachPath({ x: '\udc4bstart' })).toBe('x');
    expect(breachPath({ x: '\ud83d\ud83d' })).toBe('x');
    expect(breachPath({ emoji: '\ud83d\udc4b 👋🏽', flag: '🇺🇸' })).toBe(null);
  });

  it('walks 10,000 nested arrays without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let depth = 0; depth < 10_000; depth++) deep = [deep];
    expect(breachPath({ deep })).toBe(`deep${'.0'.repeat(10_000)}`);
  });
});

describe('well-formed text', () => {
  it('refuses a lone surrogate in plain and multi-line text, and keeps pairs', () => {
    expect(isWellFormedText('José 👋')).toBe(true);
    for (const broken of ['\ud800', 'a\udbffb', '\udc00', 'x\ud83d']) {
      expect(isWellFormedText(broken), JSON.stringify(broken)).toBe(false);
      expect(isPlainText(broken), JSON.stringify(broken)).toBe(false);
      expect(isMultiLineText(broken), JSON.stringify(broken)).toBe(false);
    }
  });

  it('says which rule the text broke', () => {
    expect(textRuleMessage('location.city', 'Mia\ud800mi')).toBe(
      'location.city must be valid Unicode text',
    );
    expect(textRuleMessage('name', 'a\u0000b')).toBe('name must not contain control characters');
    expect(plainText('Name').safeParse('Pat\ud800').error?.issues[0]?.message).toBe(
      'Name must be valid Unicode text',
    );
  });

  it('is the rule of the schemas the web forms check with', () => {
    const support = SupportContactRequest.safeParse({
      name: 'Dana\udc00',
      email: 'dana@example.test',
      subject: 'Leads missing today',
      category: 'leads',
      priority: 'high',
      message: 'I did not get my leads this morning.',
    });
    expect(support.error?.issues.map((issue) => issue.message)).toEqual([
      'Name must be valid Unicode text',
    ]);
    const mailer = MailerSettingsRequest.safeParse({ brokerageName: 'Realty\ud800' });
    expect(mailer.error?.issues.map((issue) => issue.message)).toEqual([
      'Brokerage name must be valid Unicode text',
    ]);
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
