import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function FaqRoute() {
  return (
    <PublicPage title="Frequently Asked Questions">
      <p className="text-muted-foreground">Answers to common questions will be listed here.</p>
      <PageLinks links={[{ href: '/support', label: 'Contact Support' }]} />
    </PublicPage>
  );
}
