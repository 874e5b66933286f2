import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar';

describe('TabBar', () => {
  it('labels the daily tab "Fresh 10" on the premium plan', () => {
    render(<TabBar plan="premium" activeTab="today" onChange={vi.fn()} />);

    expect(screen.getByRole('tab', { name: 'Fresh 10' })).toHaveAttribute('aria-selected', 'true');
  });

  it('labels the daily tab "Fresh 5" on other plans', () => {
    render(<TabBar plan="pro" activeTab="today" onChange={vi.fn()} />);

    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['Criteria', 'Fresh 5', 'Saved', 'Profile']);
  });

  it('reports the id of the chosen tab', async () => {
    const onChange = vi.fn();
    render(<TabBar plan="pro" activeTab="today" onChange={onChange} />);

    await userEvent.click(screen.getByRole('tab', { name: 'Criteria' }));

    expect(onChange).toHaveBeenCalledWith('criteria');
  });

  it('moves to the next tab with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<TabBar plan="pro" activeTab="profile" onChange={onChange} />);

    screen.getByRole('tab', { name: 'Profile' }).focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(onChange).toHaveBeenCalledWith('criteria');
  });

  it('highlights Saved while the dismissed leads are shown', () => {
    render(<TabBar plan="pro" activeTab="dismissed" onChange={vi.fn()} />);

    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
  });
});
