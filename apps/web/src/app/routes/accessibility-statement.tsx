import { AccessibilitySections } from '@/features/site/components/accessibility-sections';
import { LegalPage } from '@/features/site/components/legal-page';

export default function AccessibilityStatementRoute() {
  return (
    <LegalPage title="Accessibility Statement">
      <AccessibilitySections />
    </LegalPage>
  );
}
