import { ShieldIcon } from './landing-icons';
import { LandingSection } from './landing-section';

/** docs/leads.md "Inventory and duplicates": a property reaches an agent once, daily or bulk. */
export function LandingPromise() {
  return (
    <LandingSection
      title="No duplicates, ever"
      icon={ShieldIcon}
      intro="Each property reaches you once, from your daily batch or a bulk pack."
    />
  );
}
