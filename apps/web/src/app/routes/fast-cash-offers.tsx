import { PublicPage } from '@/components/layout/public-page';
import { PartnerOffer } from '@/features/site/components/partner-offer';

export default function FastCashOffersRoute() {
  return (
    <PublicPage title="Fast Cash Offers">
      <PartnerOffer />
    </PublicPage>
  );
}
