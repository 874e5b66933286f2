import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { ToastOutlet } from './toast-outlet';

describe('ToastOutlet', () => {
  it('loads the toast UI with the first toast and shows it', async () => {
    const { container } = render(<ToastOutlet />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast({ title: 'Password Updated' });
    });

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
  });
});
