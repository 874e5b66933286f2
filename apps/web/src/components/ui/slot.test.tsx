import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot', () => {
  it("gives its one child the slot's props, the child's own winning", () => {
    render(
      <Slot id="field" aria-describedby="hint" title="slot">
        <input aria-label="Email" title="child" />
      </Slot>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'field');
    expect(input).toHaveAttribute('aria-describedby', 'hint');
    expect(input).toHaveAttribute('title', 'child');
  });

  it("joins the classes and styles, and runs both handlers, the child's first", () => {
    const calls: string[] = [];
    render(
      <Slot className="slot" style={{ color: 'red' }} onClick={() => calls.push('slot')}>
        <button
          type="button"
          className="own"
          style={{ margin: 1 }}
          onClick={() => calls.push('own')}
        >
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('slot', 'own');
    expect(button).toHaveStyle({ color: 'red', margin: '1px' });
    fireEvent.click(button);
    expect(calls).toEqual(['own', 'slot']);
  });

  it("sets both refs, the slot's and the child's", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <a href="/login" ref={childRef}>
          Sign In
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(slotRef.current).toBe(link);
    expect(childRef).toHaveBeenCalledWith(link);
  });

  it("puts a button's look on a link (Button asChild)", () => {
    render(
      <Button asChild size="lg">
        <a href="/login">Sign In</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveClass('inline-flex', 'h-12');
  });
});
