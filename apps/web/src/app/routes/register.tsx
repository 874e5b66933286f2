import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function RegisterRoute() {
  return (
    <PublicPage title="Create Your Account">
      <p className="text-muted-foreground">Registration is not open yet.</p>
      <PageLinks
        links={[
          { href: '/login', label: 'Already have an account? Login' },
          { href: '/', label: 'Back to home' },
        ]}
      />
    </PublicPage>
  );
}
