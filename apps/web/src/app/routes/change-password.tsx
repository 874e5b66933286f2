import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function ChangePasswordRoute() {
  return (
    <PublicPage title="Change Password">
      <p className="text-muted-foreground">
        Setting a new password from a reset link is not available yet.
      </p>
      <PageLinks
        links={[
          { href: '/forgot-password', label: 'Forgot Password' },
          { href: '/login', label: 'Back to Login' },
        ]}
      />
    </PublicPage>
  );
}
