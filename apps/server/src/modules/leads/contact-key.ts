/** One way to compare contacts: a phone by its last 10 digits, an email in lower case. */
export function contactValue(type: 'email' | 'phone', value: string): string {
  return type === 'phone' ? value.replace(/\D/g, '').slice(-10) : value.trim().toLowerCase();
}

export const contactKey = (type: 'email' | 'phone', value: string) =>
  `${type}:${contactValue(type, value)}`;
