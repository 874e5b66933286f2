import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function SupportRoute() {
  return (
    <PublicPage title="Support">
      <p className="text-muted-foreground">
        The contact form is not available yet. Answers to common questions are in the FAQ.
      </p>
      <PageLinks links={[{ href: '/faq', label: 'Read the FAQ' }]} />
    </PublicPage>
  );
}
