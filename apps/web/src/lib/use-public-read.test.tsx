import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { usePublicRead } from './use-public-read';

type Read = (signal: AbortSignal) => Promise<string>;

function Reader({ name, read }: { name: string; read: Read }) {
  const answer = usePublicRead('the-key', read);
  if (answer.isPending) return <p>{name}: loading</p>;
  if (answer.isError) {
    return (
      <button type="button" onClick={answer.refetch}>
        {name}: {answer.error instanceof ApiError ? answer.error.code : 'failed'}, try again
      </button>
    );
  }
  return <p>{`${name}: ${answer.data}`}</p>;
}

/** A read that answers when the test says, remembering the signal it was given. */
function heldRead() {
  const signals: AbortSignal[] = [];
  let answer: (value: string) => void = () => {};
  const read = vi.fn<Read>((signal) => {
    signals.push(signal);
    return new Promise((resolve) => {
      answer = resolve;
    });
  });
  return { read, signals, answer: (value: string) => act(() => answer(value)) };
}

describe('usePublicRead', () => {
  it('asks once for every reader of a key, and shows a later reader the answer at once', async () => {
    const { read, answer } = heldRead();
    const { rerender } = render(
      <>
        <Reader name="hero" read={read} />
        <Reader name="footer" read={read} />
      </>,
    );
    expect(screen.getByText('hero: loading')).toBeVisible();

    await answer('billing on');

    expect(screen.getByText('hero: billing on')).toBeVisible();
    expect(screen.getByText('footer: billing on')).toBeVisible();
    rerender(
      <>
        <Reader name="hero" read={read} />
        <Reader name="footer" read={read} />
        <Reader name="plans" read={read} />
      </>,
    );
    expect(screen.getByText('plans: billing on')).toBeVisible();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps its read through a strict-mode remount: a single-use token is sent once', async () => {
    const { read, signals, answer } = heldRead();
    render(
      <StrictMode>
        <Reader name="confirm" read={read} />
      </StrictMode>,
    );

    await answer('confirmed');

    expect(screen.getByText('confirm: confirmed')).toBeVisible();
    expect(read).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(false);
  });

  it('gives the read up when its last reader leaves before the answer', async () => {
    const { read, signals } = heldRead();
    const { unmount } = render(<Reader name="referral" read={read} />);

    unmount();

    await vi.waitFor(() => expect(signals[0]?.aborted).toBe(true));
  });

  it("shows the API client's error by its code, and asks again on refetch", async () => {
    const read = vi
      .fn<Read>()
      .mockRejectedValueOnce(
        new ApiError(429, JSON.stringify({ error: 'RATE_LIMITED', message: 'Slow down.' })),
      )
      .mockResolvedValueOnce('support@porchlight.local');
    render(<Reader name="contacts" read={read} />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'contacts: RATE_LIMITED, try again' }),
    );

    expect(await screen.findByText('contacts: support@porchlight.local')).toBeVisible();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
