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
