import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function TermsAndConditionsRoute() {
  return (
    <PublicPage title="Terms and Conditions">
      <p className="text-sm text-muted-foreground">
        Version 1.0
        <br />
        Last updated September 2025
      </p>
      <p>The full terms will be published on this page.</p>
      <PageLinks links={[{ href: '/dashboard', label: 'Back to Dashboard' }]} />
    </PublicPage>
  );
}
