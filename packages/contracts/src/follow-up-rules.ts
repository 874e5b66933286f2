// The follow-up sequence's pure rules (docs/follow-up.md "The six days" and "Scripts"). No zod:
// screens import this module.

export const FOLLOW_UP_DAYS = 6;
/** A day's channel; `ActivityType` (follow-up.ts) is the one type made of these. */
export const ACTIVITY_TYPES = ['email', 'text'] as const;

/** Email on days 1, 3 and 5; text on days 2, 4 and 6. */
export function activityTypeOfDay(dayNumber: number): (typeof ACTIVITY_TYPES)[number] {
  return dayNumber % 2 === 1 ? 'email' : 'text';
}

/** The synthetic contacts of the agent's own custom email and phone: shown first, never recorded. */
export const CUSTOM_EMAIL_ID = 'custom-email';
export const CUSTOM_PHONE_ID = 'custom-phone';
export const isCustomContactId = (id: string) => id === CUSTOM_EMAIL_ID || id === CUSTOM_PHONE_ID;

/** A mailto: link with the day's subject and body filled in. */
export function mailtoLink(to: string, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${query}`;
}

/** An sms: link; iOS joins the body with '&', everything else with '?'. */
export function smsLink(phone: string, body: string, isIos: boolean): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}${isIos ? '&' : '?'}body=${encodeURIComponent(body)}`;
}
