// The accounts calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const completeSignup = defineRoute({
  method: 'POST',
  path: '/api/complete-signup',
  status: 201,
  public: true,
  body: 'CompleteSignupRequest',
  answer: 'Agent',
});

export const createSubscriptionIntent = defineRoute({
  method: 'POST',
  path: '/api/create-subscription-intent',
  public: true,
  body: 'CreateSubscriptionIntentRequest',
  answer: 'CreateSubscriptionIntentResponse',
});

export const completeStripeRegistration = defineRoute({
  method: 'POST',
  path: '/api/complete-stripe-registration',
  status: 201,
  public: true,
  body: 'CompleteStripeRegistrationRequest',
  answer: 'Agent',
});

export const trackSignup = defineRoute({
  method: 'POST',
  path: '/api/track-signup',
  status: 204,
  public: true,
  body: 'TrackSignupRequest',
  answer: null,
});

export const saveTrialEmail = defineRoute({
  method: 'POST',
  path: '/api/save-trial-email',
  status: 204,
  public: true,
  body: 'SaveTrialEmailRequest',
  answer: null,
});

export const authenticate = defineRoute({
  method: 'POST',
  path: '/api/authenticate',
  public: true,
  body: 'AuthenticateRequest',
  answer: 'Agent',
});

export const logout = defineRoute({
  method: 'POST',
  path: '/api/logout',
  status: 204,
  public: true,
  answer: null,
});

export const requestPasswordReset = defineRoute({
  method: 'POST',
  path: '/api/forgot-password',
  public: true,
  body: 'ForgotPasswordRequest',
  answer: 'ForgotPasswordResponse',
});

export const verifyResetToken = defineRoute({
  method: 'POST',
  path: '/api/verify-reset-token',
  public: true,
  body: 'VerifyResetTokenRequest',
  answer: 'VerifyResetTokenResponse',
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/api/reset-password',
  public: true,
  body: 'ResetPasswordRequest',
  answer: 'Agent',
});

export const changePassword = defineRoute({
  method: 'POST',
  path: '/api/change-password',
  body: 'ChangePasswordRequest',
  answer: 'MessageResponse',
});

export const confirmEmail = defineRoute({
  method: 'POST',
  path: '/api/confirm-email',
  public: true,
  body: 'ConfirmEmailRequest',
  answer: 'ConfirmEmailResponse',
});

export const getAgent = defineRoute({
  method: 'GET',
  path: '/api/agents/:agentId',
  params: 'AgentIdParams',
  answer: 'Agent',
});

export const updateMailerSettings = defineRoute({
  method: 'PUT',
  path: '/api/agents/:agentId/mailer-settings',
  params: 'AgentIdParams',
  body: 'MailerSettingsRequest',
  answer: 'Agent',
});
