'use client';

/**
 * Whether this browser has unlocked the calculator, kept in localStorage for later visits. Where
 * storage is blocked it is kept in memory, so the calculator does not stay locked behind a form
 * that said "Thank You!".
 */
export const KEY = 'quantivo:pricing-unlocked';
const EVENT = 'quantivo:pricing-unlocked';

let unlockedInMemory = false;

export function subscribe(callback: () => void): () => void {
  for (const type of ['storage', EVENT]) window.addEventListener(type, callback);
  return () => ['storage', EVENT].forEach((type) => window.removeEventListener(type, callback));
}

export function isUnlocked(): boolean {
  if (unlockedInMemory) return true;
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function unlock(): void {
  unlockedInMemory = true;
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the in-memory flag above carries the unlock for this page view.
  }
  window.dispatchEvent(new Event(EVENT));
}
