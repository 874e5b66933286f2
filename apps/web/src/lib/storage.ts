type StorageArea = 'localStorage' | 'sessionStorage';

// Storage throws when the browser blocks it (private modes, disabled cookies): act as if empty.
export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(area: StorageArea, key: string, value: string): boolean {
  try {
    window[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(area: StorageArea, key: string): void {
  try {
    window[area].removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
