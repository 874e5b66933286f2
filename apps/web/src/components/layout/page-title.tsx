import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';

/** The page's one h1; it also names the browser tab ("Login · Porchlight"). */
export function PageTitle({ title, className }: { title: string; className?: string }) {
  useDocumentTitle(title);
  return <h1 className={cn('text-2xl leading-tight font-bold', className)}>{title}</h1>;
}
