import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

/**
 * docs/screens.md "Change password": 2 s after a missing token, 3 s after a failed verification.
 */
export const MISSING_TOKEN_REDIRECT_MS = 2000;
export const INVALID_TOKEN_REDIRECT_MS = 3000;

/** Says the reset link cannot be used, then moves on to /forgot-password after `redirectAfterMs`. */
export function InvalidResetLink({ redirectAfterMs }: { redirectAfterMs: number }) {
  const [, navigate] = useLocation();
  const toasted = useRef(false);

  useEffect(() => {
    if (!toasted.current) {
      toasted.current = true;
      toast({
        title: 'Invalid Reset Link',
        description: 'This password reset link is invalid or expired.',
        variant: 'destructive',
      });
    }
    const timer = setTimeout(() => navigate('/forgot-password'), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [navigate, redirectAfterMs]);

  return (
    <PublicPage title="Invalid Reset Link">
      <p>This password reset link is invalid or has expired. Please request a new one.</p>
      <Button asChild size="lg">
        <Link href="/forgot-password">Request New Reset Link</Link>
      </Button>
    </PublicPage>
  );
}
