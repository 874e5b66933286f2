import { APP_VERSION } from '@porchlight/contracts';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useVersion } from '../api/get-version';
import { buildUpdateUrl } from '../update-url';

interface VersionBannerProps {
  /** Where "Update now" sends the browser; a full page load by default. */
  reload?: (url: string) => void;
}

export function VersionBanner({
  reload = (url) => window.location.assign(url),
}: VersionBannerProps) {
  const { version, error } = useVersion();

  useEffect(() => {
    // A failed check is only logged: the agent keeps working on the build they have.
    if (error) console.warn('Porchlight version check failed:', error);
  }, [error]);

  const outdated = version !== undefined && version !== APP_VERSION;

  // The live region stays in the page so the banner is announced when it appears.
  return (
    <div role="status" className="sticky top-0 z-50">
      {outdated && (
        <div className="flex items-center justify-between gap-3 bg-foreground px-4 py-2 text-background">
          <p className="text-sm font-medium">A new version of Porchlight is available.</p>
          <Button onClick={() => reload(buildUpdateUrl(window.location.href, Date.now()))}>
            Update now
          </Button>
        </div>
      )}
    </div>
  );
}
