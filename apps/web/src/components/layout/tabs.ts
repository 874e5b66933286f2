/**
 * The workspace tabs (docs/screens.md "Dashboard"); `dismissed` is a view under Saved, not a tab of
 * its own.
 */
export const TAB_IDS = ['criteria', 'today', 'saved', 'profile'] as const;
export type TabId = (typeof TAB_IDS)[number];
export type ActiveTab = TabId | 'dismissed';

export const TAB_PANEL_ID = 'tab-panel';

export function tabButtonId(tab: TabId): string {
  return `tab-${tab}`;
}

/** The tab that is highlighted for a view. */
export function tabOf(view: ActiveTab): TabId {
  return view === 'dismissed' ? 'saved' : view;
}

export function isActiveTab(value: unknown): value is ActiveTab {
  return value === 'dismissed' || TAB_IDS.some((id) => id === value);
}
