import type { ReactNode } from 'react';
import { type ActiveTab, TAB_PANEL_ID, tabButtonId, tabOf } from './tabs';

export function TabPanel({ activeTab, children }: { activeTab: ActiveTab; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={TAB_PANEL_ID}
      aria-labelledby={tabButtonId(tabOf(activeTab))}
      className="flex flex-col gap-4"
    >
      {children}
    </div>
  );
}
