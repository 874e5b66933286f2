import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { useVersionGate } from './use-version-gate';
import { VersionGateOverlay } from './version-gate-overlay';

function Harness({ reload, onPassed }: { reload: () => void; onPassed: () => void }) {
  const gate = useVersionGate({ reload });
  return (
    <>
      <button type="button" onClick={() => void gate.check().then((ok) => ok && onPassed())}>
        Generate
      </button>
      <VersionGateOverlay
        state={gate.state}
        onReloadNow={gate.reloadNow}
        onDismiss={gate.dismiss}
      />
    </>
  );
}

function renderGate() {
  const reload = vi.fn();
  const onPassed = vi.fn();
  renderWithProviders(<Harness reload={reload} onPassed={onPassed} />);
  // fireEvent: userEvent's timers do not mix well with fake ones.
  const generate = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    });
  };
  return { reload, onPassed, generate };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the version gate', () => {
  it('lets generation through when the server runs this version, asking once a minute', async () => {
    const fetchMock = stubApi();
    const { onPassed, generate } = renderGate();

    await generate();
    await generate();

    expect(onPassed).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the update overlay on a mismatch and reloads once after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'GET /api/version': Response.json({ version: '9.9' }) });
    const { reload, onPassed, generate } = renderGate();

    await generate();
    expect(await screen.findByText('Updating to the latest version…')).toBeVisible();
    expect(onPassed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1900));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(reload).toHaveBeenCalledTimes(1);

    // After the reload the server still says 9.9: no second reload, generation goes on.
    cleanup();
    const again = renderGate();
    await again.generate();
    act(() => vi.advanceTimersByTime(5000));
    expect(again.reload).not.toHaveBeenCalled();
    expect(again.onPassed).toHaveBeenCalledTimes(1);
  });

  it('shows Connection Issue with Reload Now when the check fails', async () => {
    stubApi({ 'GET /api/version': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { reload, onPassed, generate } = renderGate();

    await generate();

    const dialog = await screen.findByRole('alertdialog', { name: 'Connection Issue' });
    expect(dialog).toBeVisible();
    expect(onPassed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Now' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
