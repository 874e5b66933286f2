import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';

export default function FastCashOffersRoute() {
  return (
    <PublicPage title="Fast Cash Offers">
      <p className="text-muted-foreground">
        Our partner's cash-offer service for your sellers will be presented here.
      </p>
      <PageLinks links={[{ href: '/', label: 'Back to home' }]} />
    </PublicPage>
  );
}
