import { describe, expect, it } from 'vitest';
import { DEFAULT_MAILER_SCRIPTS, DEFAULT_SCRIPTS } from './default-scripts';
import { fillPlaceholders, fillSender } from './script-placeholders';

const owner = { owner1: 'Ana Diaz', owner2: null, ownerFullName: null, ownerName: null };

describe('script placeholders', () => {
  it("fills {firstname} (else 'there') and {streetaddress}", () => {
    const lead = { ...owner, address: '12 Palm Ave' };
    expect(fillPlaceholders('Hi {firstname}, re: {streetaddress}', lead)).toBe(
      'Hi Ana, re: 12 Palm Ave',
    );
    expect(fillPlaceholders('Hi {FirstName}', { ...lead, owner1: null })).toBe('Hi there');
  });

  it('greets a company or trust owner "Hi there,"', () => {
    const lead = { ...owner, owner1: 'Horizon Holdings LLC', address: '12 Palm Ave' };
    expect(fillPlaceholders('Hi {firstname},', lead)).toBe('Hi there,');
  });

  it("signs with the agent's name and phone, and leaves no empty line without a phone", () => {
    const signature = 'Thank you,\n{agentname}\n{AgentPhone}';
    expect(fillSender(signature, { name: 'Jordan Agent', phone: '(305) 555-0199' })).toBe(
      'Thank you,\nJordan Agent\n(305) 555-0199',
    );
    expect(fillSender(signature, { name: ' Jordan Agent ', phone: null })).toBe(
      'Thank you,\nJordan Agent',
    );
  });
});

describe('default scripts', () => {
  const emails = [...DEFAULT_SCRIPTS, ...DEFAULT_MAILER_SCRIPTS].filter(
    (script) => script.scriptType === 'email',
  );

  it("end every email with the agent's name and phone, never a bare 'Thank you,'", () => {
    for (const script of emails) {
      expect(script.body).toMatch(/\n\nThank you,\n\{agentname\}\n\{agentphone\}$/);
    }
  });

  it('write mailer subjects as a person would, with no "(postcard)" tag', () => {
    for (const script of DEFAULT_MAILER_SCRIPTS) {
      expect(script.subject ?? '').not.toMatch(/\(postcard\)/i);
    }
    expect(DEFAULT_MAILER_SCRIPTS[0]?.subject).toBe('the postcard I sent about {streetaddress}');
  });

  it('keep the words the spec fixes: the day 1 subject and the day 5 and 6 questions', () => {
    expect(DEFAULT_SCRIPTS.map((script) => script.dayNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(DEFAULT_SCRIPTS[0]?.subject).toBe('for {firstname} (re: {streetaddress})');
    expect(DEFAULT_SCRIPTS[4]?.body).toContain(
      'is this for {firstname}? do you still own the property',
    );
    expect(DEFAULT_SCRIPTS[5]?.body).toBe('is this {firstname}?');
  });
});
