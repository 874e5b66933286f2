/** The current address with `v=<timestamp>`, so the browser fetches the new build. */
export function buildUpdateUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set('v', String(now));
  return `${url.pathname}${url.search}${url.hash}`;
}
