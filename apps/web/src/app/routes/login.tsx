import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function LoginRoute() {
  return (
    <PublicPage title="Login">
      <p className="text-muted-foreground">Signing in is not available yet.</p>
      <PageLinks
        links={[
          { href: '/forgot-password', label: 'Forgot your password?' },
          { href: '/register', label: 'Create an account' },
          { href: '/', label: 'Back to home' },
        ]}
      />
    </PublicPage>
  );
}
