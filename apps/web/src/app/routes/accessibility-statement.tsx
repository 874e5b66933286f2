import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function AccessibilityStatementRoute() {
  return (
    <PublicPage title="Accessibility Statement">
      <p>
        Porchlight is built to be usable by every agent: with a screen reader, with the keyboard
        alone, on a small phone and in bright sunlight. We aim to meet the Web Content Accessibility
        Guidelines (WCAG) 2.1 at level AA.
      </p>
      <p>If any part of Porchlight is hard for you to use, please tell us through Support.</p>
      <PageLinks links={[{ href: '/support', label: 'Contact Support' }]} />
    </PublicPage>
  );
}
