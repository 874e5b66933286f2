import { LegalPage } from '@/features/site/components/legal-page';
import { TermsSections } from '@/features/site/components/terms-sections';

export default function TermsAndConditionsRoute() {
  return (
    <LegalPage
      title="Terms and Conditions"
      meta={['Version 1.0', 'Last updated September 2025']}
      template
    >
      <TermsSections />
    </LegalPage>
  );
}
