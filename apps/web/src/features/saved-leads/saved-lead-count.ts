/** "1 saved lead", "12 saved leads": the list's label and the export toast say it the same way. */
export function savedLeadCount(count: number): string {
  return `${count} saved ${count === 1 ? 'lead' : 'leads'}`;
}
