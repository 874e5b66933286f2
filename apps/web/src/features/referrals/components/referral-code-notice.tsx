import {
  REFERRAL_CREDIT_MOMENT_FOR_FRIEND,
  REFERRAL_CREDITS,
  REFERRAL_MESSAGES,
  type ReferralCodeCheck,
} from '@porchlight/contracts';
import { useReferralCodeCheck } from '../api/check-referral-code';

function checkedText({ valid, referrerName }: ReferralCodeCheck): string {
  if (!valid) return REFERRAL_MESSAGES.invalidCode;
  const inviter = referrerName ? `Invited by ${referrerName}` : 'You were invited';
  return `${inviter}: you both get ${REFERRAL_CREDITS} credits ${REFERRAL_CREDIT_MOMENT_FOR_FRIEND}.`;
}

/**
 * Registration from a referral link (`/register?ref=CODE`): whose invitation it is, or that the
 * link is not valid. Signing up works either way.
 */
export function ReferralCodeNotice({ code }: { code: string }) {
  const check = useReferralCodeCheck(code);
  return (
    <p role="status" className="text-sm">
      {check.data
        ? checkedText(check.data)
        : check.isError
          ? 'We could not check this referral link right now. You can still sign up.'
          : 'Checking your referral link...'}
    </p>
  );
}
