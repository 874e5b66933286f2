import { useEffect, useState } from 'react';
import { type ActiveTab, isActiveTab } from '@/components/layout/tabs';
import { forgetSearchParam, searchParam } from '@/lib/address-search';
import { readStorage, writeStorage } from '@/lib/storage';

const ACTIVE_TAB_KEY = 'activeTab';

function readActiveTab(): ActiveTab {
  const stored = readStorage('localStorage', ACTIVE_TAB_KEY);
  return isActiveTab(stored) ? stored : 'today';
}

/** The tab a link names (`/dashboard?tab=today`, the morning notification's), if it is one. */
function linkedTab(): ActiveTab | undefined {
  const tab = searchParam('tab');
  return isActiveTab(tab) ? tab : undefined;
}

/** Drops `tab` from the address once read, so a reload opens the tab in use, not the link's. */
function forgetLinkedTab() {
  forgetSearchParam('tab');
}

/**
 * The workspace view, remembered across visits; `initialTab` (from /profile) takes precedence,
 * then the tab a link names.
 */
export function useActiveTab(initialTab?: ActiveTab) {
  const [activeTab, setActiveTab] = useState<ActiveTab>(
    () => initialTab ?? linkedTab() ?? readActiveTab(),
  );
  useEffect(forgetLinkedTab, []);
  useEffect(() => {
    writeStorage('localStorage', ACTIVE_TAB_KEY, activeTab);
  }, [activeTab]);
  return [activeTab, setActiveTab] as const;
}
