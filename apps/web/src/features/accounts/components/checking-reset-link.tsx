import { PublicPage } from '@/components/layout/public-page';
import { Skeleton } from '@/components/ui/skeleton';

/** account.md §4 "Reset token" unknown: the page while the link is checked (or its form loads). */
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
