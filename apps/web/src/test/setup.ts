import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { takeContractBreaches } from './api';

// An unexpected console.error (a React warning, say) fails the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error');
});

// A fake answer the real server could not give fails the test that gave it.
afterEach(() => {
  const breaches = takeContractBreaches();
  if (breaches.length > 0) throw new Error(breaches.join('\n\n'));
});

afterEach(() => {
  cleanup();
  // Toasts live in module state: close the last one, so the next test cannot see it.
  act(() => toast({}).dismiss());
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
