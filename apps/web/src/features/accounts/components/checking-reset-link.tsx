import { PublicPage } from '@/components/layout/public-page';
import { Skeleton } from '@/components/ui/skeleton';

/** The reset page while its link is checked (or its form loads), before the token is known. */
export function CheckingResetLink() {
  return (
    <PublicPage title="Change Password">
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status">Checking your reset link...</p>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </PublicPage>
  );
}
