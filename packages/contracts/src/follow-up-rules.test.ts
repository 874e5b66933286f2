import { describe, expect, it } from 'vitest';
import { activityTypeOfDay, mailtoLink, smsLink } from './follow-up-rules';

describe('follow-up rules', () => {
  it('emails on odd days and texts on even days', () => {
    expect([1, 2, 3, 4, 5, 6].map(activityTypeOfDay)).toEqual([
      'email',
      'text',
      'email',
      'text',
      'email',
      'text',
    ]);
  });

  it('builds mailto: and sms: links, iOS with &', () => {
    expect(mailtoLink('a@b.co', 'Hi Ana', 'Line 1\nLine 2')).toBe(
      'mailto:a@b.co?subject=Hi%20Ana&body=Line%201%0ALine%202',
    );
    expect(smsLink('(305) 555-0100', 'Hi & bye', true)).toBe('sms:3055550100&body=Hi%20%26%20bye');
    expect(smsLink('3055550100', 'Hi', false)).toBe('sms:3055550100?body=Hi');
  });
});
