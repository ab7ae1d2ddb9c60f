'use client';

import { useSyncExternalStore } from 'react';
import { QUOTE_EVENT, QUOTE_KEY } from './quote-keys';
import {
  addItem,
  listFromFragment,
  parseList,
  removeItem,
  serializeList,
  setNote,
  setQuantity,
  type QuoteItem,
} from '@/lib/sales/quote-list';

/**
 * The quote list in localStorage, so it survives a reload and is shared across tabs; where storage
 * is blocked it lives in memory for the page view and `blocked` says so. The server and first
 * hydration see no list (null), so no HTML claims a count it cannot know.
 */
export interface QuoteState {
  items: QuoteItem[];
  /** Site storage is unavailable: the list lasts only as long as this page. */
  blocked: boolean;
}

let memory: QuoteItem[] | null = null;

// With storage blocked, a list built on product pages arrives in the link's fragment (see
// listToFragment): it becomes this page view's list.
if (typeof window !== 'undefined') {
  const carried = listFromFragment(window.location.hash);
  if (carried.length) {
    try {
      window.localStorage.getItem(QUOTE_KEY);
    } catch {
      memory = carried;
      // Taken in: a reload after the send must not bring the list back.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }
}
let snapshot: { raw: string | null; blocked: boolean; memory: QuoteItem[] | null; state: QuoteState } | null = null;

function read(): { raw: string | null; blocked: boolean } {
  try {
    return { raw: window.localStorage.getItem(QUOTE_KEY), blocked: false };
  } catch {
    return { raw: null, blocked: true };
  }
}

export function getQuoteState(): QuoteState {
  const { raw, blocked } = read();
  if (snapshot && snapshot.raw === raw && snapshot.blocked === blocked && snapshot.memory === memory)
    return snapshot.state;
  const state: QuoteState = memory ? { items: memory, blocked: true } : { items: parseList(raw), blocked };
  snapshot = { raw, blocked, memory, state };
  return state;
}

function write(items: QuoteItem[]): void {
  try {
    if (items.length) window.localStorage.setItem(QUOTE_KEY, serializeList(items));
    else window.localStorage.removeItem(QUOTE_KEY);
    memory = null;
  } catch {
    // Storage blocked or full: the list lives in memory for this page view (getQuoteState says so).
    memory = items;
  }
  window.dispatchEvent(new CustomEvent(QUOTE_EVENT, { detail: items.length }));
}

const update = (change: (items: QuoteItem[]) => QuoteItem[]) => write(change(getQuoteState().items));

export const quoteList = {
  add: (slug: string, quantity: number) => update((items) => addItem(items, slug, quantity)),
  setQuantity: (slug: string, quantity: number) => update((items) => setQuantity(items, slug, quantity)),
  setNote: (slug: string, note: string) => update((items) => setNote(items, slug, note)),
  remove: (slug: string) => update((items) => removeItem(items, slug)),
  /** Only after a successful send. */
  clear: () => write([]),
};

function subscribe(callback: () => void): () => void {
  for (const type of ['storage', QUOTE_EVENT]) window.addEventListener(type, callback);
  return () => ['storage', QUOTE_EVENT].forEach((type) => window.removeEventListener(type, callback));
}

/** The list, or null in the server HTML and during hydration (storage is not read there). */
export function useQuoteList(): QuoteState | null {
  return useSyncExternalStore(subscribe, getQuoteState, () => null);
}
