// The accounts calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const completeSignup = defineRoute({
  method: 'POST',
  path: '/api/complete-signup',
  status: 201,
  public: true,
  body: 'CompleteSignupRequest',
  answer: 'Agent',
  errors: ['CARD_REQUIRED', 'EMAIL_TAKEN', 'ACCOUNT_CLAIM_MAILED', 'RATE_LIMITED'],
  summary:
    "Create the account, its criteria and a 7-day trial; signs in. An unconfirmed account's address gets a link that replaces it",
  tags: ['accounts'],
});

export const createSubscriptionIntent = defineRoute({
  method: 'POST',
  path: '/api/create-subscription-intent',
  public: true,
  body: 'CreateSubscriptionIntentRequest',
  answer: 'CreateSubscriptionIntentResponse',
  errors: ['BILLING_NOT_CONFIGURED', 'EMAIL_TAKEN', 'RATE_LIMITED', 'PAYMENTS_UNAVAILABLE'],
  summary: "Step 3 with billing on: a SetupIntent's client secret for the card; the signup is kept",
  tags: ['accounts'],
});

export const completeStripeRegistration = defineRoute({
  method: 'POST',
  path: '/api/complete-stripe-registration',
  status: 201,
  public: true,
  body: 'CompleteStripeRegistrationRequest',
  answer: 'Agent',
  errors: [
    'CARD_SETUP_FAILED',
    'SIGNUP_OTHER_BROWSER',
    'NOT_FOUND',
    'BILLING_NOT_CONFIGURED',
    'CONFLICT',
    'EMAIL_TAKEN',
    'RATE_LIMITED',
    'PAYMENTS_UNAVAILABLE',
  ],
  summary: 'Create the account once its card is confirmed, with a Stripe trial; signs in',
  tags: ['accounts'],
});

export const trackSignup = defineRoute({
  method: 'POST',
  path: '/api/track-signup',
  status: 204,
  public: true,
  body: 'TrackSignupRequest',
  answer: null,
  summary: "Record the registration wizard's progress (step 4: completed)",
  tags: ['accounts'],
});

export const saveTrialEmail = defineRoute({
  method: 'POST',
  path: '/api/save-trial-email',
  status: 204,
  public: true,
  body: 'SaveTrialEmailRequest',
  answer: null,
  summary: "Keep the landing page's free-trial email",
  tags: ['accounts'],
});

export const authenticate = defineRoute({
  method: 'POST',
  path: '/api/authenticate',
  public: true,
  body: 'AuthenticateRequest',
  answer: 'Agent',
  errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
  summary: 'Sign in with email and password; sets the session cookie',
  tags: ['accounts'],
});

export const logout = defineRoute({
  method: 'POST',
  path: '/api/logout',
  status: 204,
  public: true,
  answer: null,
  summary: 'Sign out this browser',
  tags: ['accounts'],
});

export const requestPasswordReset = defineRoute({
  method: 'POST',
  path: '/api/forgot-password',
  public: true,
  body: 'ForgotPasswordRequest',
  answer: 'ForgotPasswordResponse',
  summary: 'Mail a reset link if the address has an account; the same answer either way',
  tags: ['accounts'],
});

export const verifyResetToken = defineRoute({
  method: 'POST',
  path: '/api/verify-reset-token',
  public: true,
  body: 'VerifyResetTokenRequest',
  answer: 'VerifyResetTokenResponse',
  errors: ['INVALID_RESET_TOKEN'],
  summary: 'Whether a reset link can still be used',
  tags: ['accounts'],
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/api/reset-password',
  public: true,
  body: 'ResetPasswordRequest',
  answer: 'Agent',
  errors: ['INVALID_RESET_TOKEN'],
  summary: 'Set a new password with a reset link; signs out elsewhere and signs in here',
  tags: ['accounts'],
});

export const changePassword = defineRoute({
  method: 'POST',
  path: '/api/change-password',
  body: 'ChangePasswordRequest',
  answer: 'MessageResponse',
  errors: ['WRONG_PASSWORD', 'RATE_LIMITED'],
  summary: 'Change the password from the profile; needs the current one',
  tags: ['accounts'],
});

export const confirmEmail = defineRoute({
  method: 'POST',
  path: '/api/confirm-email',
  public: true,
  body: 'ConfirmEmailRequest',
  answer: 'ConfirmEmailResponse',
  errors: ['INVALID_CONFIRMATION_TOKEN', 'EMAIL_TAKEN'],
  summary:
    "Confirm the account's email with the link mailed at signup (with billing off, credits its referral), or replace an unconfirmed account with the signup that mailed the link",
  tags: ['accounts'],
});

export const getAgent = defineRoute({
  method: 'GET',
  path: '/api/agents/:agentId',
  params: 'AgentIdParams',
  answer: 'Agent',
  summary: 'The signed-in agent',
  tags: ['accounts'],
});

export const updateMailerSettings = defineRoute({
  method: 'PUT',
  path: '/api/agents/:agentId/mailer-settings',
  params: 'AgentIdParams',
  body: 'MailerSettingsRequest',
  answer: 'Agent',
  summary: 'Return address, brokerage and photos printed on postcards',
  tags: ['accounts'],
});
