import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';
import { RegistrationWizard } from '@/features/accounts/components/registration-wizard';

export default function RegisterRoute() {
  return (
    <PublicPage title="Create Your Account">
      <RegistrationWizard />
      <PageLinks
        links={[
          { href: '/login', label: 'Already have an account? Login' },
          { href: '/', label: 'Back to home' },
        ]}
      />
    </PublicPage>
  );
}
