const KIND_DIGIT = { lead: 1, property: 2, swipe: 3, activity: 4, agent: 5, optOut: 6 } as const;

/**
 * The id numbered `n` of a test object of `kind`: a uuid, as every id the API takes is, still
 * readable in a failing test (lead 2 is 10000000-0000-4000-8000-000000000002).
 */
export function fixtureId(kind: keyof typeof KIND_DIGIT, n = 1): string {
  return `${KIND_DIGIT[kind]}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
