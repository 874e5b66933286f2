import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';

// An unexpected console.error (a React warning, say) fails the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error');
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
