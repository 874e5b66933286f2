import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';
import { LoginForm } from '@/features/accounts/components/login-form';

export default function LoginRoute() {
  return (
    <PublicPage title="Login">
      <LoginForm />
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
