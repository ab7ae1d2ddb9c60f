'use client';

/**
 * Whether this browser has unlocked the calculator, kept in localStorage so it stays
 * unlocked on later visits; read through useSyncExternalStore so there is no effect dance.
 */
const KEY = 'quantivo:pricing-unlocked';
const EVENT = 'quantivo:pricing-unlocked';

export function subscribe(callback: () => void): () => void {
  window.addEventListener('storage', callback);
  window.addEventListener(EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(EVENT, callback);
  };
}

export function isUnlocked(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function unlock(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Private mode without storage: unlocked for this page view only.
  }
  window.dispatchEvent(new Event(EVENT));
}
