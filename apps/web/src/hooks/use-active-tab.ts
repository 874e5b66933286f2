import { useEffect, useState } from 'react';
import { type ActiveTab, isActiveTab } from '@/components/layout/tabs';
import { readStorage, writeStorage } from '@/lib/storage';

const ACTIVE_TAB_KEY = 'activeTab';

function readActiveTab(): ActiveTab {
  const stored = readStorage('localStorage', ACTIVE_TAB_KEY);
  return isActiveTab(stored) ? stored : 'today';
}

/** The workspace view, remembered across visits; `initialTab` (from /profile) takes precedence. */
export function useActiveTab(initialTab?: ActiveTab) {
  const [activeTab, setActiveTab] = useState<ActiveTab>(() => initialTab ?? readActiveTab());
  useEffect(() => {
    writeStorage('localStorage', ACTIVE_TAB_KEY, activeTab);
  }, [activeTab]);
  return [activeTab, setActiveTab] as const;
}
