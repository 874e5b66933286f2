import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/lib/api-error';
import { pendingCount, reportNetworkError } from '@/lib/connection';
import { type QueuedAction, queueAction, queuedActions, sendQueue } from '@/lib/offline-queue';
import { canReachServer } from '@/lib/reachability';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { AGENT_ID } from '@/test/daily-leads';
import { ACTION_FIELDS } from '@/test/offline';
import { callOrQueue } from './queued-call';

const RECORD = 'POST /api/activities/record';
const UNDO = 'POST /api/swipe/undo';
const OTHER_AGENT = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const LEAD_ID = '11111111-1111-4111-8111-111111111111';
const ACTIVITY_ID = '22222222-2222-4222-8222-222222222222';

function record(contactId: string, agentId = AGENT_ID) {
  return callOrQueue(
    'recordActivity',
    { body: { agentId, leadId: LEAD_ID, activityId: ACTIVITY_ID, contactId, status: 'sent' } },
    { agentId, label: `Send to ${contactId}` },
  );
}

const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const recorded = () => Response.json({ dayCompleted: false });
const contactOf = (body: unknown) => (body as { contactId: string }).contactId;

describe('a call that may wait for a connection', () => {
  it('goes at once when the server answers, with its client id and the time it was made', async () => {
    const fetchMock = stubApi({ [RECORD]: recorded });

    expect(await record('e1')).toEqual({ queued: false, answer: { dayCompleted: false } });

    expect(sentBodies(fetchMock, RECORD)).toEqual([
      expect.objectContaining({ contactId: 'e1', ...ACTION_FIELDS }),
    ]);
    expect(queuedActions()).toEqual([]);
  });

  it('is kept on the phone when no answer comes, and everything after it waits behind it', async () => {
    const fetchMock = stubApi({ [RECORD]: noAnswer });

    expect(await record('e1')).toEqual({ queued: true });
    expect(canReachServer()).toBe(false);
    expect(await record('e2')).toEqual({ queued: true });

    // The second never left: the server was known to be out of reach.
    expect(sentBodies(fetchMock, RECORD).map(contactOf)).toEqual(['e1']);
    expect(queuedActions().map((action) => action.label)).toEqual(['Send to e1', 'Send to e2']);
    expect(pendingCount()).toBe(2);
  });

  it('never keeps a text for later: with no connection it fails as no answer would', async () => {
    const fetchMock = stubApi({ [RECORD]: recorded });
    reportNetworkError();

    await expect(
      callOrQueue(
        'recordActivity',
        {
          body: {
            agentId: AGENT_ID,
            leadId: LEAD_ID,
            activityId: ACTIVITY_ID,
            contactId: 'p1',
            status: 'sent',
          },
        },
        { agentId: AGENT_ID, label: 'Send to p1', onlineOnly: true },
      ),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(sentBodies(fetchMock, RECORD)).toEqual([]);
    expect(queuedActions()).toEqual([]);
  });
});

describe('sending the waiting work', () => {
  async function keep(contactId: string, agentId = AGENT_ID) {
    stubApi({ [RECORD]: noAnswer });
    reportNetworkError();
    await record(contactId, agentId);
  }

  it('sends the agent’s acts in the order they were made, each with the id it was kept with', async () => {
    await keep('e1');
    await keep('e2');
    await keep('x1', OTHER_AGENT);
    const ids = queuedActions().map((action) => action.id);
    const fetchMock = stubApi({ [RECORD]: recorded });

    expect(await sendQueue(AGENT_ID)).toEqual({ sent: 2, refused: [] });

    const bodies = sentBodies(fetchMock, RECORD) as { clientActionId: string }[];
    expect(bodies.map(contactOf)).toEqual(['e1', 'e2']);
    expect(bodies.map((body) => body.clientActionId)).toEqual(ids.slice(0, 2));
    // Another agent's work waits for that agent.
    expect(queuedActions().map((action) => action.agentId)).toEqual([OTHER_AGENT]);
  });

  it('stops at the first act that gets no answer, keeping it and the rest', async () => {
    await keep('e1');
    await keep('e2');
    const fetchMock = stubApi({ [RECORD]: noAnswer });

    const outcome = await sendQueue(AGENT_ID);

    expect(outcome.sent).toBe(0);
    expect(outcome.stoppedBy).toBeInstanceOf(NetworkError);
    expect(sentBodies(fetchMock, RECORD).map(contactOf)).toEqual(['e1']);
    expect(queuedActions()).toHaveLength(2);
  });

  it('drops a refused act and says why, then goes on with the next', async () => {
    await keep('e1');
    await keep('e2');
    const refusal = apiError(409, { error: 'DAY_COMPLETE', message: 'Day 1 is already done.' });
    stubApi({
      [RECORD]: (body) => (contactOf(body) === 'e1' ? refusal.clone() : recorded()),
    });

    const outcome = await sendQueue(AGENT_ID);

    expect(outcome.sent).toBe(1);
    expect(outcome.refused.map(({ action, error }) => [action.label, error.message])).toEqual([
      ['Send to e1', 'Day 1 is already done.'],
    ]);
    expect(queuedActions()).toEqual([]);
  });

  it('drops an undo kept right after a swipe the server refused: it meant that swipe', async () => {
    const swipe: QueuedAction = {
      id: crypto.randomUUID(),
      agentId: AGENT_ID,
      route: 'swipeLead',
      input: { body: { agentId: AGENT_ID, leadId: LEAD_ID, action: 'save' } },
      label: 'Save 1 Palm Ave',
      leadId: LEAD_ID,
    };
    await queueAction(swipe);
    await queueAction({
      id: crypto.randomUUID(),
      agentId: AGENT_ID,
      route: 'undoSwipe',
      input: { body: { agentId: AGENT_ID } },
      label: 'Undo the last swipe',
    });
    const fetchMock = stubApi({
      'POST /api/swipe': apiError(404, { error: 'NOT_FOUND', message: 'No such lead.' }),
    });

    const outcome = await sendQueue(AGENT_ID);

    expect(outcome.refused.map(({ action }) => action.route)).toEqual(['swipeLead', 'undoSwipe']);
    expect(sentBodies(fetchMock, UNDO)).toEqual([]);
    expect(queuedActions()).toEqual([]);
  });
});
