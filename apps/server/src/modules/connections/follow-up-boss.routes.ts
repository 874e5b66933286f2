import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import {
  connectFollowUpBoss,
  disconnectFollowUpBoss,
  followUpBossConnection,
  updateFollowUpBossSettings,
} from './follow-up-boss-connection.service';
import { followUpBossDelivery, sendLeadToFollowUpBoss } from './follow-up-boss-delivery.service';
import { followUpBossDeps } from './follow-up-boss-deps';

/**
 * Follow Up Boss (docs/connections.md "Follow Up Boss"): the Profile tab's connection, and a
 * saved lead's "Send to Follow Up Boss". The agent is the session's; the auth guard answers 403
 * for another agent's id in the path.
 */
export const followUpBossRoutes: FastifyPluginAsync = async (app) => {
  const deps = followUpBossDeps(app);

  serve(app, routes.getFollowUpBossConnection, async (request) =>
    followUpBossConnection(deps, signedInAgent(request).id),
  );
  serve(app, routes.connectFollowUpBoss, async (request) =>
    connectFollowUpBoss(deps, signedInAgent(request).id, request.body),
  );
  serve(app, routes.updateFollowUpBossSettings, async (request) =>
    updateFollowUpBossSettings(deps, signedInAgent(request).id, request.body.autoSendOnContacted),
  );
  serve(app, routes.disconnectFollowUpBoss, async (request) =>
    disconnectFollowUpBoss(deps, signedInAgent(request).id),
  );
  serve(app, routes.getFollowUpBossDelivery, async (request) =>
    followUpBossDelivery(deps, signedInAgent(request).id, request.params.leadId),
  );
  serve(app, routes.sendLeadToFollowUpBoss, async (request) =>
    sendLeadToFollowUpBoss(deps, signedInAgent(request).id, request.params.leadId),
  );
};
