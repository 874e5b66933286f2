import { Link } from 'wouter';
import { SiteHeader } from '@/components/layout/site-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <>
      <SiteHeader />
      <main className="flex flex-1 flex-col px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1>404 Page Not Found</h1>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-muted-foreground">
              There is no page at this address. It may have moved, or the link may be mistyped.
            </p>
            <Button asChild variant="outline" className="self-start">
              <Link href="/">Back to Home</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </>
  );
}
