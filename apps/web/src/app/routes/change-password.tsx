import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { CheckingResetLink } from '@/features/accounts/components/checking-reset-link';
import {
  InvalidResetLink,
  MISSING_TOKEN_REDIRECT_MS,
} from '@/features/accounts/components/invalid-reset-link';

// The token check and the new-password form in their own chunk: a link without a token needs
// only the error screen and its toast, and stays within a public page's 100 KB of script.
const ResetPasswordScreen = lazy(() =>
  import('@/features/accounts/components/reset-password-screen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);

/** /change-password?token=…: the page a password reset email links to. */
export default function ChangePasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <InvalidResetLink redirectAfterMs={MISSING_TOKEN_REDIRECT_MS} />;
  return (
    <Suspense fallback={<CheckingResetLink />}>
      <ResetPasswordScreen token={token} />
    </Suspense>
  );
}
