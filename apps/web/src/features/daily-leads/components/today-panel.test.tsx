import type { Lead } from '@porchlight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, sentBodies, stubApi } from '@/test/api';
import {
  AGENT_ID,
  buildLead,
  CAN_GENERATE,
  canGenerate,
  FRESH,
  renderToday,
  TODAY,
} from '@/test/daily-leads';
import { fixtureId } from '@/test/lead-fixture';
import { ACTION_FIELDS } from '@/test/offline';
import { loginAnswer, loginRoute } from '@/test/streaks';
import { expectToast } from '@/test/toasts';
import { getTodaysLeadsQueryOptions } from '../api/get-todays-leads';

vi.mock('./lead-card/lazy-lead-card', () => ({
  LeadCard: (props: {
    lead: Lead;
    onSave: () => Promise<void>;
    onUndo: () => void;
    canUndo: boolean;
  }) => (
    <div>
      <p>Card: {props.lead.address}</p>
      <button type="button" onClick={() => void props.onSave().catch(() => {})}>
        Save
      </button>
      <button type="button" disabled={!props.canUndo} onClick={props.onUndo}>
        Undo
      </button>
    </div>
  ),
}));

describe('TodayPanel', () => {
  it('shows a skeleton, then offers Get Today\u2019s Leads and the count tool', async () => {
    stubApi({ [TODAY]: Response.json([]), [CAN_GENERATE]: canGenerate() });
    renderToday();
    expect(screen.getByRole('heading', { level: 1, name: "Today's Leads" })).toBeVisible();
    expect(screen.getByText("Loading today's leads...")).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: "Get Today's Leads" })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Check Lead Count' })).toBeVisible();
  });

  it('counts the batch, marks the dots and shows the first new lead', async () => {
    const leads = [buildLead(1, 'saved'), buildLead(2), buildLead(3)];
    stubApi({ [TODAY]: Response.json(leads), [CAN_GENERATE]: canGenerate() });
    renderToday();

    expect(await screen.findByText('2 of 3 remaining')).toBeVisible();
    expect(screen.getByText('Card: 2 Palm Ave')).toBeVisible();
    const dots = within(screen.getByRole('list', { name: 'Lead progress' })).getAllByRole(
      'listitem',
    );
    expect(dots.map((dot) => dot.textContent)).toEqual([
      'Lead 1 of 3, done',
      'Lead 2 of 3, current',
      'Lead 3 of 3, to come',
    ]);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  it('saves, toasts, then moves to Congratulations after the last card', async () => {
    let batch = [buildLead(1)];
    const fetchMock = stubApi({
      [TODAY]: () => Response.json(batch),
      [CAN_GENERATE]: canGenerate({ canGenerate: false, reason: 'daily_limit' }),
      'POST /api/swipe': () => {
        batch = [buildLead(1, 'saved')];
        return Response.json({ swipeActionId: fixtureId('swipe'), lead: batch[0] });
      },
      [loginRoute(AGENT_ID)]: loginAnswer(),
    });
    const { onViewChange } = renderToday();
    expect(await screen.findByText('1 of 1 remaining')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This lead has been added to your saved list')).toBeVisible();
    expect(screen.getByText('Lead Saved')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/swipe')).toEqual([
      { agentId: AGENT_ID, leadId: fixtureId('lead'), action: 'save', ...ACTION_FIELDS },
    ]);
    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get More Leads' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Saved Leads' }));
    expect(onViewChange).toHaveBeenCalledWith('saved');
  });

  it('asks for the badges a finished batch earned, and toasts them', async () => {
    let batch = [buildLead(1)];
    const fetchMock = stubApi({
      [TODAY]: () => Response.json(batch),
      [CAN_GENERATE]: canGenerate({ canGenerate: false, reason: 'daily_limit' }),
      'POST /api/swipe': () => {
        batch = [buildLead(1, 'saved')];
        return Response.json({ swipeActionId: fixtureId('swipe'), lead: batch[0] });
      },
      [loginRoute(AGENT_ID)]: loginAnswer('week-warrior'),
    });
    renderToday();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    await expectToast('Badge Earned: Week Warrior', '+10 credits added to your wallet');
    expect(screen.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
    expect(sentBodies(fetchMock, `POST /api/login/${AGENT_ID}`)).toHaveLength(1);
  });

  it('toasts the badge when today’s leads are read again before the last swipe’s answer', async () => {
    // The race (docs/rewards.md "Badges"): the first card's confirmation reads today's leads
    // again; that read reaches the server after the last swipe is stored and is answered before
    // that swipe's own answer. The batch looks done while the swipe is on its way: asking for the
    // badges then toasted them before "Lead Saved", which replaced them (one toast at a time).
    let batch = [buildLead(1), buildLead(2)];
    let holdReads = false;
    let answerRead = () => {};
    const readAnswered = new Promise<void>((resolve) => (answerRead = resolve));
    let answerSwipe = () => {};
    const swipeAnswered = new Promise<void>((resolve) => (answerSwipe = resolve));
    let logins = 0;
    stubApi({
      [TODAY]: async () => {
        if (holdReads) await readAnswered;
        return Response.json(batch);
      },
      [CAN_GENERATE]: canGenerate({ canGenerate: false, reason: 'daily_limit' }),
      'POST /api/swipe': async (body) => {
        const { leadId } = body as { leadId: string };
        const first = leadId === buildLead(1).id;
        batch = first
          ? [buildLead(1, 'saved'), buildLead(2)]
          : [buildLead(1, 'saved'), buildLead(2, 'saved')];
        if (!first) await swipeAnswered;
        return Response.json({ swipeActionId: fixtureId('swipe'), lead: batch[first ? 0 : 1] });
      },
      // The server answers an earned badge once: the next call finds it seen.
      [loginRoute(AGENT_ID)]: () => (logins++ === 0 ? loginAnswer('week-warrior') : loginAnswer()),
    });
    renderToday();
    holdReads = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Card: 2 Palm Ave');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    answerRead();
    await screen.findByRole('heading', { name: 'Congratulations' });
    answerSwipe();

    await screen.findByText('Lead Saved');
    await expectToast('Badge Earned: Week Warrior', '+10 credits added to your wallet');
  });

  it('does not ask for badges when the tab opens on a batch already finished', async () => {
    const fetchMock = stubApi({
      [TODAY]: Response.json([buildLead(1, 'saved')]),
      [CAN_GENERATE]: canGenerate(),
    });
    renderToday();
    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeVisible();
    expect(sentBodies(fetchMock, `POST /api/login/${AGENT_ID}`)).toEqual([]);
  });

  it('marks the card swiped at once when the tab is left during its confirmation', async () => {
    // The server's copy is not read again while the tab is away: what the phone holds (and keeps
    // for field mode) must already say saved, or a reload with no signal offers it a second time.
    // The fake server answers as the real one would after the swipe, should the confirmation end
    // first on a slow machine and read today's leads again.
    let batch = [buildLead(1), buildLead(2)];
    stubApi({
      [TODAY]: () => Response.json(batch),
      [CAN_GENERATE]: canGenerate(),
      'POST /api/swipe': () => {
        batch = [buildLead(1, 'saved'), buildLead(2)];
        return Response.json({ swipeActionId: fixtureId('swipe'), lead: batch[0] });
      },
    });
    const { queryClient, unmount } = renderToday();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Lead Saved');
    unmount();

    const kept = queryClient.getQueryData<Lead[]>(getTodaysLeadsQueryOptions(AGENT_ID).queryKey);
    expect(kept?.map((lead) => lead.status)).toEqual(['saved', 'new']);
  });

  it('keeps the card and says why when the swipe fails', async () => {
    stubApi({
      [TODAY]: Response.json([buildLead(1)]),
      [CAN_GENERATE]: canGenerate(),
      'POST /api/swipe': apiError(404, { error: 'NOT_FOUND', message: 'No such lead.' }),
    });
    renderToday();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('No such lead.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByText('Card: 1 Palm Ave')).toBeVisible();
  });

  it('undoes the last swipe and reads today\u2019s leads again', async () => {
    let batch = [buildLead(1, 'dismissed'), buildLead(2)];
    const fetchMock = stubApi({
      [TODAY]: () => Response.json(batch),
      [CAN_GENERATE]: canGenerate(),
      'POST /api/swipe/undo': () => {
        batch = [buildLead(1), buildLead(2)];
        return Response.json(batch[0]);
      },
    });
    renderToday();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Card: 1 Palm Ave')).toBeVisible();
    expect(screen.getByText('2 of 2 remaining')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/swipe/undo')).toEqual([
      { agentId: AGENT_ID, ...ACTION_FIELDS },
    ]);
  });

  it('offers Undo after the last card of the day, and brings that card back', async () => {
    let batch = [buildLead(1, 'saved'), buildLead(2)];
    const fetchMock = stubApi({
      [TODAY]: () => Response.json(batch),
      [CAN_GENERATE]: canGenerate({ canGenerate: false, reason: 'daily_limit' }),
      'POST /api/swipe': () => {
        batch = [buildLead(1, 'saved'), buildLead(2, 'saved')];
        return Response.json({ swipeActionId: fixtureId('swipe'), lead: batch[1] });
      },
      [loginRoute(AGENT_ID)]: loginAnswer(),
      'POST /api/swipe/undo': () => {
        batch = [buildLead(1, 'saved'), buildLead(2)];
        return Response.json(batch[1]);
      },
    });
    renderToday();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Card: 2 Palm Ave')).toBeVisible();
    expect(screen.getByText('1 of 2 remaining')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/swipe/undo')).toEqual([
      { agentId: AGENT_ID, ...ACTION_FIELDS },
    ]);
  });

  it('offers Get More Leads after the last card when generation is allowed', async () => {
    stubApi({ [TODAY]: Response.json([buildLead(1, 'saved')]), [CAN_GENERATE]: canGenerate() });
    renderToday();
    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get More Leads' })).toBeVisible();
  });

  it('shows the delivered cards from the fresh answer, reading today\u2019s no more', async () => {
    const fetchMock = stubApi({
      // Today's read still answers the empty batch: the cards can only come from the answer.
      [TODAY]: () => Response.json([]),
      [CAN_GENERATE]: canGenerate(),
      [FRESH]: () =>
        Response.json({
          status: 'complete',
          count: 2,
          duplicateCount: 0,
          totalDelivered: 2,
          remainingNeeded: 0,
          remainingAvailable: 1,
          canGetMore: true,
          leads: [buildLead(1), buildLead(2)],
        }),
    });
    renderToday();
    await userEvent.click(await screen.findByRole('button', { name: "Get Today's Leads" }));
    expect(await screen.findByText('2 of 2 remaining')).toBeVisible();
    const todayReads = fetchMock.mock.calls.filter(([url]) => String(url).includes('/today/'));
    expect(todayReads).toHaveLength(1);
  });

  it('checks the version before generating: a mismatch shows the update overlay, no leads', async () => {
    const fetchMock = stubApi({
      [TODAY]: Response.json([]),
      [CAN_GENERATE]: canGenerate(),
      'GET /api/version': Response.json({ version: '9.9' }),
    });
    renderToday();
    await userEvent.click(await screen.findByRole('button', { name: "Get Today's Leads" }));

    expect(await screen.findByText('Updating to the latest version…')).toBeVisible();
    expect(sentBodies(fetchMock, FRESH)).toEqual([]);
  });
});
