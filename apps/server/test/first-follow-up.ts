import type { ActivityDashboardItem } from '@porchlight/contracts';
import type { savedLeadsApp } from './saved-leads-app';

/**
 * The first saved lead's follow-up as its agent reads it, and a send of its first phone ('p1'):
 * what the quiet-hours tests do again and again.
 */
export function firstFollowUp(app: ReturnType<typeof savedLeadsApp>) {
  const item = async (): Promise<ActivityDashboardItem> => {
    const res = await app.t.app.inject({
      url: `/api/activities/dashboard/${app.the.agent.id}`,
      headers: { cookie: app.the.agent.cookie },
    });
    return res.json()[0];
  };
  /** `extra`: more body fields, such as a queued call's clientActionId and actedAt. */
  const sendText = async (extra: object = {}) =>
    app.the.call('POST', '/api/activities/record', {
      agentId: app.the.agent.id,
      leadId: app.the.leadId(0),
      activityId: (await item()).activity.id,
      contactId: 'p1',
      status: 'sent',
      ...extra,
    });
  return { item, sendText };
}
