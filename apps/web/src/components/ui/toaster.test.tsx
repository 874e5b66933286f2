import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';
import Toaster from './toaster';

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      toast({ title: 'reset' }).dismiss();
    });
  });

  it('shows one toast at a time: a new toast replaces the one on screen', async () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Lead Saved' });
      toast({ title: 'Message Sent!', description: 'We will reply within 24 hours.' });
    });

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.queryByText('Lead Saved')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes after its time, waits while a finger rests on it, and closes on Close or a swipe up', async () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Lead Saved', duration: 1000 });
      });
      const item = screen.getByRole('listitem');
      expect(screen.getByRole('status')).toHaveTextContent('Lead Saved');
      fireEvent.pointerEnter(item);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.getByText('Lead Saved')).toBeInTheDocument();
      fireEvent.pointerLeave(item);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByText('Lead Saved')).not.toBeInTheDocument();

      act(() => {
        toast({ title: 'Message Sent!' });
      });
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();

      act(() => {
        toast({ title: 'Link Copied' });
      });
      const copied = screen.getByRole('listitem');
      fireEvent.pointerDown(copied, { button: 0, clientY: 100 });
      fireEvent.pointerMove(copied, { clientY: 30 });
      fireEvent.pointerUp(copied, { clientY: 30 });
      expect(screen.queryByText('Link Copied')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
