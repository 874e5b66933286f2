import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useActiveTab } from './use-active-tab';

describe('useActiveTab', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the tab a link names (the morning notification opens Today), then forgets the link', () => {
    localStorage.setItem('activeTab', 'profile');
    window.history.replaceState(null, '', '/dashboard?tab=today');
    const { result } = renderHook(() => useActiveTab());
    expect(result.current[0]).toBe('today');
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('activeTab')).toBe('today');
  });

  it('keeps the remembered tab without one, and ignores a tab that does not exist', () => {
    localStorage.setItem('activeTab', 'saved');
    window.history.replaceState(null, '', '/dashboard?tab=nowhere');
    expect(renderHook(() => useActiveTab()).result.current[0]).toBe('saved');
  });

  it('lets /profile win over the link', () => {
    window.history.replaceState(null, '', '/profile?tab=today');
    expect(renderHook(() => useActiveTab('profile')).result.current[0]).toBe('profile');
  });
});
