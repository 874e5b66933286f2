import {
  Agent,
  ApiError,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  MessageResponse,
  ResetPasswordRequest,
  VerifyResetTokenRequest,
  VerifyResetTokenResponse,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSessionCookie } from '../../lib/sessions';
import { sessionEndsHeard, signedInAgent } from '../../plugins/auth';
import { changePassword } from './change-password.service';
import {
  FORGOT_PASSWORD_ANSWER,
  requestPasswordReset,
  resetPassword,
  verifyResetToken,
} from './password-reset.service';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/forgot-password',
    {
      config: { public: true },
      schema: {
        summary: 'Mail a reset link if the address has an account; the same answer either way',
        tags: ['accounts'],
        body: ForgotPasswordRequest,
        response: { 200: ForgotPasswordResponse },
      },
    },
    async (request) => {
      await requestPasswordReset({
        jobs: app.jobs,
        limits: app.rateLimits,
        email: request.body.email,
        now: app.clock.now(),
      });
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/api/verify-reset-token',
    {
      config: { public: true },
      schema: {
        summary: 'Whether a reset link can still be used',
        tags: ['accounts'],
        body: VerifyResetTokenRequest,
        response: { 200: VerifyResetTokenResponse, 400: ApiError },
      },
    },
    async (request) => {
      await verifyResetToken({
        db: app.database.db,
        token: request.body.token,
        now: app.clock.now(),
      });
      return { valid: true as const };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { public: true },
      schema: {
        summary: 'Set a new password with a reset link; signs out elsewhere and signs in here',
        tags: ['accounts'],
        body: ResetPasswordRequest,
        response: { 200: Agent, 400: ApiError },
      },
    },
    async (request, reply) => {
      const { agent, token } = await resetPassword({
        pool: app.database.pool,
        limits: app.rateLimits,
        ...request.body,
        ip: request.ip,
        now: app.clock.now(),
      });
      await sessionEndsHeard(app);
      setSessionCookie(reply, app.config, token);
      return agent;
    },
  );

  app.post(
    '/api/change-password',
    {
      schema: {
        summary: 'Change the password from the profile; needs the current one',
        tags: ['accounts'],
        body: ChangePasswordRequest,
        response: { 200: MessageResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const agent = signedInAgent(request);
      await changePassword({
        database: app.database,
        limits: app.rateLimits,
        agentId: agent.id,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        keepTokenHash: agent.sessionTokenHash,
      });
      await sessionEndsHeard(app);
      return { message: 'Your password has been changed.' };
    },
  );
};
