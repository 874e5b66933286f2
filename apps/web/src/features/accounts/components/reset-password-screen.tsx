import { PublicPage } from '@/components/layout/public-page';
import { useResetTokenCheck } from '../api/verify-reset-token';
import { CheckingResetLink } from './checking-reset-link';
import { INVALID_TOKEN_REDIRECT_MS, InvalidResetLink } from './invalid-reset-link';
import { NewPasswordForm } from './new-password-form';

/** docs/screens.md "Change password": unknown (checking), then valid (the form) or invalid. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const check = useResetTokenCheck(token);
  if (check.isError) return <InvalidResetLink redirectAfterMs={INVALID_TOKEN_REDIRECT_MS} />;
  if (!check.isSuccess) return <CheckingResetLink />;
  return (
    <PublicPage title="Change Password">
      <NewPasswordForm token={token} />
    </PublicPage>
  );
}
