import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
