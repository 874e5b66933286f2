/** Up to two upper-cased initials: "maria de la cruz" → "MD", "Cher" → "C". */
export function formatInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A plan price: 999 → "$9.99/week" (the one place prices keep their cents). */
export function formatWeeklyPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}/week`;
}
