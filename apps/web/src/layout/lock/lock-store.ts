import { create } from 'zustand';

const LOCK_KEY = 'zcps-lock-screen';

interface SavedLock {
  locked: boolean;
  /** SHA-256 (hex) of user name + lock password; absent when the user chose none. */
  hash?: string;
}

function readLock(): SavedLock {
  try {
    const saved = JSON.parse(localStorage.getItem(LOCK_KEY) ?? 'null') as SavedLock | null;
    return saved && typeof saved.locked === 'boolean' ? saved : { locked: false };
  } catch {
    return { locked: false };
  }
}

export function canHashLocally(): boolean {
  return typeof crypto !== 'undefined' && !!crypto.subtle;
}

export async function lockHash(userName: string, password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${userName}\u0000${password}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

interface LockState extends SavedLock {
  lock: (hash?: string) => void;
  unlock: () => void;
}

/** Survives a reload, so a locked console stays locked until the password is given. */
export const useLockStore = create<LockState>()((set) => ({
  ...readLock(),
  lock: (hash) => {
    const saved: SavedLock = hash ? { locked: true, hash } : { locked: true };
    localStorage.setItem(LOCK_KEY, JSON.stringify(saved));
    set({ locked: true, hash });
  },
  unlock: () => {
    localStorage.removeItem(LOCK_KEY);
    set({ locked: false, hash: undefined });
  },
}));
