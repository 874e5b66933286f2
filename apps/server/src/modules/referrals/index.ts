// The referrals module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.
export { newReferralCode } from './referral-code';
export { creditReferralAfterBatch, creditReferralOf } from './referral-credit';
export { referralsRoutes } from './referrals.routes';
export { completeReferral } from './referrals.service';
