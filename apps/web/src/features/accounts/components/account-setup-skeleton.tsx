import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The dashboard while the stored agent is checked with the server (docs/screens.md "Dashboard").
 */
export function AccountSetupSkeleton() {
  useDocumentTitle('Setting up your account');
  return (
    <main aria-busy="true" className="flex flex-1 flex-col gap-4 px-4 py-6">
      <div role="status">
        <h1 className="text-2xl leading-tight font-bold">Setting up your account...</h1>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </main>
  );
}
