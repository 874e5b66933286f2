import { PublicPage } from '@/components/layout/public-page';
import { Skeleton } from '@/components/ui/skeleton';
import { useResetTokenCheck } from '../api/verify-reset-token';
import { INVALID_TOKEN_REDIRECT_MS, InvalidResetLink } from './invalid-reset-link';
import { NewPasswordForm } from './new-password-form';

/** account.md §4 "Reset token": unknown (checking), then valid (the form) or invalid. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const check = useResetTokenCheck(token);
  if (check.isError) return <InvalidResetLink redirectAfterMs={INVALID_TOKEN_REDIRECT_MS} />;
  return (
    <PublicPage title="Change Password">
      {check.isSuccess ? (
        <NewPasswordForm token={token} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p role="status">Checking your reset link...</p>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      )}
    </PublicPage>
  );
}
