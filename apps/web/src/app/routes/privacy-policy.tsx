import { LegalPage } from '@/features/site/components/legal-page';
import { PrivacySections } from '@/features/site/components/privacy-sections';

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage title="Privacy Policy" meta={['Last updated September 2025']} template>
      <PrivacySections />
    </LegalPage>
  );
}
