import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTooltip } from './info-tooltip';

const TEXT = 'Property taxes are past due.';

function renderTip() {
  render(
    <>
      <button type="button">Elsewhere</button>
      <InfoTooltip label="About Tax Default">{TEXT}</InfoTooltip>
    </>,
  );
  return screen.getByRole('button', { name: 'About Tax Default' });
}

function bubble() {
  return screen.queryByText(TEXT);
}

describe('InfoTooltip', () => {
  it('shows its text with a tap and hides it with a second tap', async () => {
    const button = renderTip();
    expect(bubble()).not.toBeInTheDocument();

    await userEvent.pointer({ keys: '[TouchA]', target: button });
    expect(bubble()).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Said by screen readers: the text appears in a live region.
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);

    await userEvent.pointer({ keys: '[TouchA]', target: button });
    expect(bubble()).not.toBeInTheDocument();
  });

  it('toggles with Enter and hides with Escape', async () => {
    const button = renderTip();
    button.focus();

    await userEvent.keyboard('{Enter}');
    expect(bubble()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(bubble()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides when the agent presses elsewhere or tabs away', async () => {
    const button = renderTip();

    await userEvent.click(button);
    await userEvent.pointer({ keys: '[TouchA]', target: screen.getByText('Elsewhere') });
    expect(bubble()).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.tab();
    expect(bubble()).not.toBeInTheDocument();
  });

  it('shows on mouse hover until the mouse leaves, and stays once clicked', async () => {
    const button = renderTip();

    await userEvent.hover(button);
    expect(bubble()).toBeVisible();
    await userEvent.unhover(button);
    expect(bubble()).not.toBeInTheDocument();

    await userEvent.hover(button);
    await userEvent.click(button);
    await userEvent.unhover(button);
    expect(bubble()).toBeVisible();
  });
});
