'use client';

import { useEffect, useState } from 'react';
import { QUOTE_EVENT, QUOTE_KEY } from './quote-keys';

function storedCount(): number {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(QUOTE_KEY) ?? '[]');
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}

/**
 * The count in the header's quote-list link. Deliberately tiny (it is on every page): it reads
 * the stored list's length once the page's script runs and follows the store's change event
 * (whose detail is the count, also when storage is blocked) and other tabs' storage events.
 * The server HTML shows no count: it cannot know one.
 */
export default function QuoteCount({ one, many }: { one: string; many: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const fromStorage = () => setCount(storedCount());
    const fromStore = (event: Event) => setCount((event as CustomEvent<number>).detail);
    fromStorage();
    window.addEventListener('storage', fromStorage);
    window.addEventListener(QUOTE_EVENT, fromStore);
    return () => {
      window.removeEventListener('storage', fromStorage);
      window.removeEventListener(QUOTE_EVENT, fromStore);
    };
  }, []);
  if (!count) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white">
      {count}
      {/* A space apart from the count in the link's name ("Quote list 2 items"). The choice is made
          here, not with plural() from lib/text/fill: this island is on every page's startup script. */}
      <span className="sr-only"> {count === 1 ? one : many}</span>
    </span>
  );
}
