// No zod in this module: the Support page reads these constants at load, and a public page has no
// room for zod. The request schema built from them lives in support.ts.

/** Support categories (docs/accounts.md "Support form"), each with the label the form shows. */
export const SUPPORT_CATEGORY_VALUES = [
  'technical',
  'billing',
  'leads',
  'account',
  'features',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORY_VALUES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  technical: 'Technical Issue',
  billing: 'Billing & Subscription',
  leads: 'Leads & Lead Data',
  account: 'Account & Login',
  features: 'Feature Request',
  other: 'Other',
};
export const SUPPORT_CATEGORIES = SUPPORT_CATEGORY_VALUES.map((value) => ({
  value,
  label: SUPPORT_CATEGORY_LABELS[value],
}));

/** Priorities; medium is the form's default. */
export const SUPPORT_PRIORITY_VALUES = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITY_VALUES)[number];
export const SUPPORT_PRIORITY_LABELS: Record<SupportPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};
export const SUPPORT_PRIORITIES = SUPPORT_PRIORITY_VALUES.map((value) => ({
  value,
  label: SUPPORT_PRIORITY_LABELS[value],
}));
export const DEFAULT_SUPPORT_PRIORITY: SupportPriority = 'medium';

/** The shortest name, subject and message (docs/accounts.md "Support form"). */
export const SUPPORT_MIN_LENGTHS = { name: 2, subject: 5, message: 10 } as const;
/** Upper bounds: enough for any real message, no more. */
export const SUPPORT_MAX_LENGTHS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** The form's messages and its toasts, shared by the server and the form. */
export const SUPPORT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  category: 'Please select a category',
  message: 'Message must be at least 10 characters',
  priority: 'Please select a priority level',
  nameTooLong: `Name must be at most ${SUPPORT_MAX_LENGTHS.name} characters`,
  subjectTooLong: `Subject must be at most ${SUPPORT_MAX_LENGTHS.subject} characters`,
  messageTooLong: `Message must be at most ${SUPPORT_MAX_LENGTHS.message} characters`,
  sentTitle: 'Message Sent!',
  sentDescription: "We've received your message and will respond within 24 hours.",
  failedTitle: 'Error',
  failedDescription: 'Failed to send message. Please try again.',
} as const;

/** The answer we promise and the hours the phone is staffed (docs/accounts.md "Support form"). */
export const SUPPORT_RESPONSE_TIME = 'within 24 hours (usually 2-4 hours in business hours)';
export const SUPPORT_HOURS = 'Mon-Fri 9 AM-6 PM ET';
