import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function PrivacyPolicyRoute() {
  return (
    <PublicPage title="Privacy Policy">
      <p>The full privacy policy will be published on this page.</p>
      <PageLinks links={[{ href: '/dashboard', label: 'Back to Dashboard' }]} />
    </PublicPage>
  );
}
