// Links into the app that name something in the address (`/dashboard?tab=today`,
// `/dashboard?lead=<id>`): read once, then dropped, so a reload shows what is in use, not the link.

/** The value of `name` in the address's query, or null. */
export function searchParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** Drops `name` from the address, keeping the rest of it, without a navigation. */
export function forgetSearchParam(name: string): void {
  const params = new URLSearchParams(window.location.search);
  if (!params.has(name)) return;
  params.delete(name);
  const search = params.size > 0 ? `?${params}` : '';
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}
