import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';
import { RegistrationWizard } from '@/features/accounts/components/registration-wizard';
import { ReferralCodeNotice } from '@/features/referrals/components/referral-code-notice';

export default function RegisterRoute() {
  return (
    <PublicPage title="Create Your Account">
      <RegistrationWizard referralNotice={(code) => <ReferralCodeNotice code={code} />} />
      <PageLinks
        links={[
          { href: '/login', label: 'Already have an account? Login' },
          { href: '/', label: 'Back to home' },
        ]}
      />
    </PublicPage>
  );
}
