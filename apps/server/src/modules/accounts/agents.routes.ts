import { Agent, AgentIdParams, MailerSettingsRequest } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAgent } from '../../plugins/auth';
import { getAgent, updateMailerSettings } from './agents.service';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agents/:agentId',
    {
      schema: {
        summary: 'The signed-in agent',
        tags: ['accounts'],
        params: AgentIdParams,
        response: { 200: Agent },
      },
    },
    async (request) =>
      getAgent({
        db: app.database.db,
        agentId: signedInAgent(request).id,
        now: app.clock.now(),
      }),
  );

  app.put(
    '/api/agents/:agentId/mailer-settings',
    {
      schema: {
        summary: 'Return address, brokerage and photos printed on postcards',
        tags: ['accounts'],
        params: AgentIdParams,
        body: MailerSettingsRequest,
        response: { 200: Agent },
      },
    },
    async (request) =>
      updateMailerSettings({
        db: app.database.db,
        agentId: signedInAgent(request).id,
        settings: request.body,
        now: app.clock.now(),
      }),
  );
};
