import { PLANS, type SubscriptionPlan } from '@porchlight/contracts';
import { Heart, type LucideIcon, SlidersHorizontal, Sunrise, UserRound } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { type ActiveTab, TAB_IDS, TAB_PANEL_ID, type TabId, tabButtonId, tabOf } from './tabs';

const TAB_ICONS: Record<TabId, LucideIcon> = {
  criteria: SlidersHorizontal,
  today: Sunrise,
  saved: Heart,
  profile: UserRound,
};

const ARROW_STEPS: Partial<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 };

function tabLabel(tab: TabId, plan: SubscriptionPlan): string {
  if (tab === 'today') return `Fresh ${PLANS[plan].dailyLeads}`;
  return { criteria: 'Criteria', saved: 'Saved', profile: 'Profile' }[tab];
}

interface TabBarProps {
  plan: SubscriptionPlan;
  activeTab: ActiveTab;
  onChange: (tab: TabId) => void;
}

export function TabBar({ plan, activeTab, onChange }: TabBarProps) {
  const selected = tabOf(activeTab);

  // Arrow keys move between tabs, as in the WAI-ARIA tabs pattern.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const count = TAB_IDS.length;
    const next = TAB_IDS[(TAB_IDS.indexOf(selected) + step + count) % count] ?? selected;
    onChange(next);
    document.getElementById(tabButtonId(next))?.focus();
  }

  return (
    <nav
      aria-label="Workspace"
      data-tab-bar
      className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-[480px] border-t bg-card pb-[env(safe-area-inset-bottom)]"
    >
      <div role="tablist" aria-label="Workspace" className="grid grid-cols-4" onKeyDown={onKeyDown}>
        {TAB_IDS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              id={tabButtonId(tab)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? TAB_PANEL_ID : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={cn(
                'flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground transition-colors',
                isSelected && 'text-foreground',
              )}
            >
              <span
                className={cn(
                  'flex h-7 w-14 items-center justify-center rounded-full',
                  isSelected && 'bg-primary',
                )}
              >
                <Icon aria-hidden className="size-5" />
              </span>
              <span className={cn(isSelected && 'font-bold')}>{tabLabel(tab, plan)}</span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}
