import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The toast titled `title`, once it shows. */
export async function toastWith(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  const toast = heading.closest('li');
  if (!toast) throw new Error(`No toast holds "${title}"`);
  return toast;
}

/** The toast titled `title`, once it shows; its text must be `description`. */
export async function expectToast(title: string, description: string): Promise<HTMLElement> {
  const toast = await toastWith(title);
  expect(within(toast).getByText(description)).toBeInTheDocument();
  return toast;
}
