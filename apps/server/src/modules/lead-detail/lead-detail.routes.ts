import {
  ApiError,
  ContactStatusRequest,
  CustomContactRequest,
  Lead,
  LeadIdParams,
  PassContactRequest,
  SwipeActionIdParams,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAgent } from '../../plugins/auth';
import { passContact, saveCustomContact, updateContactStatus } from './contacts.service';
import { leadDetail } from './lead.service';

const tags = ['lead-detail'];

/** What the Property Details dialog reads and changes (docs/leads.md "The lead as answered"). */
export const leadDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // A call of our own: the saved lists carry only what their cards show, the dialog reads it all.
  app.get(
    '/api/leads/:leadId',
    {
      schema: {
        summary: "One of the agent's leads, whole: what the Property Details dialog shows",
        tags,
        params: LeadIdParams,
        response: { 200: Lead, 404: ApiError },
      },
    },
    async (request) =>
      leadDetail(db, { agentId: signedInAgent(request).id, leadId: request.params.leadId }),
  );

  app.patch(
    '/api/leads/:leadId/contact-status',
    {
      schema: {
        summary: 'Marks a lead contacted or blocked, or back to none',
        tags,
        params: LeadIdParams,
        body: ContactStatusRequest,
        response: { 200: Lead, 404: ApiError },
      },
    },
    async (request) =>
      updateContactStatus(db, {
        agentId: signedInAgent(request).id,
        leadId: request.params.leadId,
        contactStatus: request.body.contactStatus,
      }),
  );

  app.post(
    '/api/leads/:leadId/pass-contact',
    {
      schema: {
        summary: 'Passes one phone or email of a lead: hidden everywhere from then on',
        tags,
        params: LeadIdParams,
        body: PassContactRequest,
        response: { 200: Lead, 404: ApiError },
      },
    },
    async (request) =>
      passContact(db, {
        agentId: signedInAgent(request).id,
        leadId: request.params.leadId,
        contactId: request.body.contactId,
      }),
  );

  app.patch(
    '/api/swipe-actions/:swipeActionId/contact',
    {
      schema: {
        summary: "Saves the agent's own email and phone for a saved lead",
        tags,
        params: SwipeActionIdParams,
        body: CustomContactRequest,
        response: { 200: Lead, 404: ApiError },
      },
    },
    async (request) =>
      saveCustomContact(db, {
        agentId: signedInAgent(request).id,
        swipeActionId: request.params.swipeActionId,
        customEmail: request.body.customEmail,
        customPhone: request.body.customPhone,
      }),
  );
};
