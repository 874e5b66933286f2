import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { leadActedTime } from '../../lib/offline-action';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { passContact, saveCustomContact, updateContactStatus } from './contacts.service';
import { leadDetail } from './lead.service';

/** What the Property Details dialog reads and changes (docs/leads.md "The lead as answered"). */
export const leadDetailRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  // A call of our own: the saved lists carry only what their cards show, the dialog reads it all.
  serve(app, routes.getLead, async (request) =>
    leadDetail(db, { agentId: signedInAgent(request).id, leadId: request.params.leadId }),
  );

  // Queued changes (docs/offline.md "Offline work"): applied once, in the order they arrive.
  serve(app, routes.updateContactStatus, async (request, _reply, { agentId, runner }) => {
    const { leadId } = request.params;
    const { actedAt, contactStatus } = request.body;
    await leadActedTime(runner, { agentId, leadId, actedAt, now: app.clock.now() });
    const lead = await updateContactStatus(runner.db, { agentId, leadId, contactStatus });
    if (contactStatus === 'contacted') {
      const event = { agentId, leadId, type: 'lead.contacted' as const, now: app.clock.now() };
      await app.leadEvents.emit(runner, event);
    }
    return lead;
  });

  serve(app, routes.passContact, async (request, _reply, { agentId, runner }) => {
    const { leadId } = request.params;
    const { actedAt, contactId } = request.body;
    await leadActedTime(runner, { agentId, leadId, actedAt, now: app.clock.now() });
    return passContact(runner.db, { agentId, leadId, contactId });
  });

  serve(app, routes.updateCustomContact, async (request) =>
    saveCustomContact(db, {
      agentId: signedInAgent(request).id,
      swipeActionId: request.params.swipeActionId,
      customEmail: request.body.customEmail,
      customPhone: request.body.customPhone,
    }),
  );
};
