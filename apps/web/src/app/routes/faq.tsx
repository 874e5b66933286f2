import { PublicPage } from '@/components/layout/public-page';
import { FaqList } from '@/features/site/components/faq-list';

export default function FaqRoute() {
  return (
    <PublicPage title="Frequently Asked Questions">
      <FaqList />
    </PublicPage>
  );
}
