import { TRIAL_DAYS } from '@porchlight/contracts';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { LandingSection } from './landing-section';

export function LandingClosing() {
  return (
    <LandingSection
      title="Tomorrow's leads are waiting"
      intro={`Try Porchlight free for ${TRIAL_DAYS} days.`}
    >
      <Button asChild size="lg">
        <Link href="/register">Start Free Trial</Link>
      </Button>
    </LandingSection>
  );
}
