import {
  DEFAULT_MAILER_SCRIPTS,
  DEFAULT_SCRIPTS,
  type DefaultScript,
  type Script,
  type ScriptsResponse,
} from '@porchlight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { toastWith } from '@/test/toasts';
import type { ScriptKind } from '../script-kinds';
import { ScriptsEditor } from './scripts-editor';

const AGENT_ID = '6f1c3a52-2d0e-4b8a-9a55-1c2f3e4d5a6b';
const OUTBOUND = `/api/scripts/${AGENT_ID}`;
const MAILER = `/api/mailer-scripts/${AGENT_ID}`;

const asScript = ({ dayNumber, scriptType, subject, body }: DefaultScript): Script => ({
  dayNumber,
  scriptType,
  subject,
  body,
});

/** Day 1 saved by the agent; the other days still on the defaults. */
const AGENT_DAY_1: Script = {
  dayNumber: 1,
  scriptType: 'email',
  subject: 'About {streetaddress}',
  body: 'Hello {firstname}, would you sell?',
};
function outboundScripts(): ScriptsResponse {
  return {
    scripts: [AGENT_DAY_1, ...DEFAULT_SCRIPTS.slice(1).map(asScript)],
    defaultDays: [2, 3, 4, 5, 6],
  };
}

const SENDER = { name: 'Jordan Agent', phone: '(305) 555-0199' };

function renderEditor(kind: ScriptKind = 'outbound') {
  return renderWithProviders(<ScriptsEditor agentId={AGENT_ID} sender={SENDER} kind={kind} />, {
    toaster: true,
  });
}

async function expand() {
  await userEvent.click(screen.getByRole('button', { name: 'Expand to Edit' }));
  return screen.findByRole('group', { name: 'Day 1 — Email' });
}

const day = (name: string) => screen.getByRole('group', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Scripts' });

async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('ScriptsEditor', () => {
  it('is collapsed until Expand to Edit, and loads the scripts only then', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      [`GET ${OUTBOUND}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderEditor();

    expect(screen.getByRole('heading', { level: 2, name: 'Outbound Scripts' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Expand to Edit' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Collapse');
    expect(screen.getByText('Loading your scripts...')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
    answer(Response.json(outboundScripts()));
    expect(await screen.findByRole('group', { name: 'Day 1 — Email' })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Day 1 — Email' })).not.toBeInTheDocument();
  });

  it('shows the six days, emails with a subject, and marks the days still on the default', async () => {
    stubApi({ [`GET ${OUTBOUND}`]: Response.json(outboundScripts()) });
    renderEditor();
    await expand();

    const names = ['Day 1 — Email', 'Day 2 — Text', 'Day 3 — Email'];
    names.push('Day 4 — Text', 'Day 5 — Email', 'Day 6 — Text');
    for (const name of names) expect(day(name)).toBeVisible();
    expect(within(day('Day 1 — Email')).queryByText('Default')).not.toBeInTheDocument();
    for (const name of names.slice(1)) expect(within(day(name)).getByText('Default')).toBeVisible();

    expect(screen.getByLabelText('Day 1 Subject')).toHaveValue('About {streetaddress}');
    expect(screen.getByLabelText('Day 3 Subject')).toHaveValue(DEFAULT_SCRIPTS[2]?.subject);
    expect(screen.getByLabelText('Day 6 Message')).toHaveValue('is this {firstname}?');
    expect(screen.queryByLabelText('Day 2 Subject')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Day 2 Message')).toHaveAccessibleDescription(
      'Use {firstname} for the owner’s first name, {streetaddress} for the address, {agentname} for your name, and {agentphone} for your phone.',
    );
  });

  it('previews each day for a sample owner as the agent types', async () => {
    stubApi({ [`GET ${OUTBOUND}`]: Response.json(outboundScripts()) });
    renderEditor();
    await expand();

    const day1 = day('Day 1 — Email');
    expect(within(day1).getByText('Preview for Ana at 123 Main St')).toBeVisible();
    expect(within(day1).getByText('About 123 Main St')).toBeVisible();
    expect(within(day1).getByText('Hello Ana, would you sell?')).toBeVisible();

    await replaceText(
      screen.getByLabelText('Day 6 Message'),
      'Still at {{streetaddress}, {{firstname}?',
    );
    expect(within(day('Day 6 — Text')).getByText('Still at 123 Main St, Ana?')).toBeVisible();

    // The default day 2 text introduces the agent by name.
    expect(
      within(day('Day 2 — Text')).getByText(/^Hi Ana, this is Jordan Agent, a local agent\./),
    ).toBeVisible();
  });

  it('says "No scripts to save" and sends nothing when no day changed', async () => {
    const fetchMock = stubApi({ [`GET ${OUTBOUND}`]: Response.json(outboundScripts()) });
    renderEditor();
    await expand();

    // An edit undone is no change.
    await userEvent.type(screen.getByLabelText('Day 2 Message'), '!');
    await userEvent.type(screen.getByLabelText('Day 2 Message'), '{Backspace}');
    await userEvent.click(saveButton());

    expect(await toastWith('Error')).toHaveTextContent('No scripts to save');
    expect(sentBodies(fetchMock, `PUT ${OUTBOUND}`)).toEqual([]);
  });

  it('needs a subject on an email day, and sends nothing without one', async () => {
    const fetchMock = stubApi({ [`GET ${OUTBOUND}`]: Response.json(outboundScripts()) });
    renderEditor();
    await expand();

    const subject = screen.getByLabelText('Day 3 Subject');
    await userEvent.clear(subject);
    await userEvent.click(saveButton());

    expect(await screen.findByText('Email scripts need a subject')).toBeVisible();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Email scripts need a subject');
    expect(subject).toHaveFocus();
    expect(sentBodies(fetchMock, `PUT ${OUTBOUND}`)).toEqual([]);
  });

  it('sends only the changed days, then shows them saved', async () => {
    const saved: ScriptsResponse = {
      scripts: outboundScripts().scripts.map((script) =>
        script.dayNumber === 2
          ? { ...script, body: 'Hi {firstname}, call me.' }
          : script.dayNumber === 5
            ? { ...script, subject: 'Quick question' }
            : script,
      ),
      defaultDays: [3, 4, 6],
    };
    const fetchMock = stubApi({
      [`GET ${OUTBOUND}`]: Response.json(outboundScripts()),
      [`PUT ${OUTBOUND}`]: Response.json(saved),
    });
    renderEditor();
    await expand();

    await replaceText(screen.getByLabelText('Day 2 Message'), 'Hi {{firstname}, call me.  ');
    await replaceText(screen.getByLabelText('Day 5 Subject'), 'Quick question');
    await userEvent.click(saveButton());

    expect(await toastWith('Scripts Saved')).toHaveTextContent('Days 2 and 5 updated.');
    expect(sentBodies(fetchMock, `PUT ${OUTBOUND}`)).toEqual([
      {
        scripts: [
          { dayNumber: 2, scriptType: 'text', subject: null, body: 'Hi {firstname}, call me.' },
          {
            dayNumber: 5,
            scriptType: 'email',
            subject: 'Quick question',
            body: DEFAULT_SCRIPTS[4]?.body,
          },
        ],
      },
    ]);
    expect(within(day('Day 2 — Text')).queryByText('Default')).not.toBeInTheDocument();
    expect(within(day('Day 5 — Email')).queryByText('Default')).not.toBeInTheDocument();
    expect(within(day('Day 3 — Email')).getByText('Default')).toBeVisible();

    // What was just saved is no longer a change.
    await userEvent.click(saveButton());
    expect(await toastWith('Error')).toHaveTextContent('No scripts to save');
    expect(sentBodies(fetchMock, `PUT ${OUTBOUND}`)).toHaveLength(1);
  });

  it('keeps unsaved edits while collapsed', async () => {
    stubApi({ [`GET ${OUTBOUND}`]: Response.json(outboundScripts()) });
    renderEditor();
    await expand();

    await replaceText(screen.getByLabelText('Day 4 Message'), 'Got my note?');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    await userEvent.click(screen.getByRole('button', { name: 'Expand to Edit' }));
    expect(screen.getByLabelText('Day 4 Message')).toHaveValue('Got my note?');
  });

  it('edits the mailer scripts at their own address, and resets a day to its default', async () => {
    const mailer: ScriptsResponse = {
      scripts: DEFAULT_MAILER_SCRIPTS.map((script) =>
        script.dayNumber === 4 ? { ...asScript(script), body: 'My own day 4' } : asScript(script),
      ),
      defaultDays: [1, 2, 3, 5, 6],
    };
    const fetchMock = stubApi({
      [`GET ${MAILER}`]: Response.json(mailer),
      [`PUT ${MAILER}`]: Response.json({
        ...mailer,
        scripts: DEFAULT_MAILER_SCRIPTS.map(asScript),
      }),
    });
    renderEditor('mailer');
    expect(screen.getByRole('heading', { name: 'Mailer Follow Up Scripts' })).toBeVisible();
    await expand();

    expect(screen.getByLabelText('Day 1 Message')).toHaveValue(DEFAULT_MAILER_SCRIPTS[0]?.body);
    expect(screen.getByRole('button', { name: 'Reset to Default (Day 1)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Default (Day 4)' }));
    expect(screen.getByLabelText('Day 4 Message')).toHaveValue(DEFAULT_MAILER_SCRIPTS[3]?.body);
    await userEvent.click(saveButton());

    expect(await toastWith('Scripts Saved')).toHaveTextContent('Day 4 updated.');
    expect(sentBodies(fetchMock, `PUT ${MAILER}`)).toEqual([
      {
        scripts: [
          {
            dayNumber: 4,
            scriptType: 'text',
            subject: null,
            body: DEFAULT_MAILER_SCRIPTS[3]?.body,
          },
        ],
      },
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(OUTBOUND);
  });

  it('shows the server message and puts it under the day it names when saving fails', async () => {
    stubApi({
      [`GET ${OUTBOUND}`]: Response.json(outboundScripts()),
      [`PUT ${OUTBOUND}`]: apiError(400, {
        error: 'VALIDATION_ERROR',
        message: 'scripts.0.body: Write the message',
        field: 'scripts.0.body',
        fields: { 'scripts.0.body': 'Write the message' },
      }),
    });
    renderEditor();
    await expand();

    await replaceText(screen.getByLabelText('Day 4 Message'), 'Hello again');
    await userEvent.click(saveButton());

    expect(await toastWith('Error')).toHaveTextContent('scripts.0.body: Write the message');
    expect(screen.getByLabelText('Day 4 Message')).toHaveAccessibleDescription(
      expect.stringContaining('Write the message'),
    );
    expect(saveButton()).toBeEnabled();
  });

  it('says "Failed to save scripts" when the server gives no message', async () => {
    stubApi({
      [`GET ${OUTBOUND}`]: Response.json(outboundScripts()),
      [`PUT ${OUTBOUND}`]: new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderEditor();
    await expand();

    await replaceText(screen.getByLabelText('Day 6 Message'), 'Is this Ana?');
    await userEvent.click(saveButton());
    expect(await toastWith('Error')).toHaveTextContent('Failed to save scripts');
    expect(screen.getByLabelText('Day 6 Message')).toHaveValue('Is this Ana?');
  });

  it('says when the scripts cannot load, and tries again', async () => {
    let fail = true;
    stubApi({
      [`GET ${OUTBOUND}`]: () =>
        fail
          ? new Response('', { status: 502, statusText: 'Bad Gateway' })
          : Response.json(outboundScripts()),
    });
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Expand to Edit' }));
    expect(await screen.findByText('We could not load your scripts.')).toBeVisible();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Day 1 — Email' })).toBeVisible();
  });
});
