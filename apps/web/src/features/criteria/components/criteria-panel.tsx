import { PageTitle } from '@/components/layout/page-title';

export function CriteriaPanel() {
  return (
    <>
      <PageTitle title="Your Search Criteria" />
      <p className="text-muted-foreground">
        Here you will choose the area, price range, bedrooms, seller type and property type of the
        leads you want.
      </p>
    </>
  );
}
