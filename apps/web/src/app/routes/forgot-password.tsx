import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function ForgotPasswordRoute() {
  return (
    <PublicPage title="Forgot Password">
      <p className="text-muted-foreground">Password reset by email is not available yet.</p>
      <PageLinks links={[{ href: '/login', label: 'Back to Login' }]} />
    </PublicPage>
  );
}
