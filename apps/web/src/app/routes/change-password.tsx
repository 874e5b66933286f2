import { useSearchParams } from 'wouter';
import {
  InvalidResetLink,
  MISSING_TOKEN_REDIRECT_MS,
} from '@/features/accounts/components/invalid-reset-link';
import { ResetPasswordScreen } from '@/features/accounts/components/reset-password-screen';

/** /change-password?token=…: the page a password reset email links to. */
export default function ChangePasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <InvalidResetLink redirectAfterMs={MISSING_TOKEN_REDIRECT_MS} />;
  return <ResetPasswordScreen token={token} />;
}
