'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { buttonClass } from '@/components/ui/button';
import { ISLAND, markReady } from '@/components/ui/island-ready';
import { quoteButtonCopy } from '@/lib/copy/quote-button';
import { fill } from '@/lib/fill';
import { paths } from '@/lib/paths';
import { listToFragment, parseQuantity } from '@/lib/quote-list';

/**
 * "Add to quote list" with a quantity, beside the product page's "Request a Quote" link. It is
 * not a <form>: pressed before the app runs, a form would submit by GET; a plain button is
 * pressed again once the app has started. The quantity field is read on press, so a number
 * typed before then counts. Hidden without JavaScript, where "Request a Quote" remains; shown as
 * soon as the page's loader runs, and a press before the app is live is replayed.
 */
const copy = quoteButtonCopy.add;

export default function AddToQuote({ slug, title }: { slug: string; title: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ added: number; blocked: boolean; href: string } | { problem: string } | null>(
    null,
  );

  const add = async () => {
    const quantity = parseQuantity(input.current?.value ?? '');
    if (quantity === null) {
      setResult({ problem: copy.invalid });
      input.current?.focus();
      return;
    }
    try {
      // The store loads with the first press: the product page itself ships only this button.
      const { quoteList, getQuoteState } = await import('@/components/quote/quote-store');
      quoteList.add(slug, quantity);
      const { blocked, items } = getQuoteState();
      // Without site storage the link to the list carries it (products and quantities only).
      setResult({ added: quantity, blocked, href: blocked ? `${paths.quote}#${listToFragment(items)}` : paths.quote });
    } catch {
      setResult({ problem: copy.loadFailed });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void add();
  };
  const invalid = result !== null && 'problem' in result && result.problem === copy.invalid;

  return (
    <div className="needs-js mt-6 border-t border-white/15 pt-5">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-white">
            {copy.quantity}
          </label>
          <input
            ref={input}
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={1}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-status` : undefined}
            onKeyDown={onKeyDown}
            className="mt-1.5 block h-11 w-24 rounded-lg border border-white/30 bg-white px-3 text-base text-slate-900 focus:ring-2 focus:ring-quantum-300 focus:outline-none aria-invalid:border-red-400"
          />
        </div>
        <button
          type="button"
          {...ISLAND}
          ref={markReady}
          onClick={() => void add()}
          className={buttonClass('onDark', 'md', 'h-11')}
        >
          {copy.add}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="mt-3 text-sm empty:hidden">
        {result && 'problem' in result ? <span className="font-medium text-amber-200">{result.problem}</span> : null}
        {result && 'added' in result ? (
          <>
            {fill(copy.added, { quantity: result.added, product: title })}{' '}
            <SiteLink href={result.href} className="font-semibold text-white underline">
              {copy.view}
            </SiteLink>
          </>
        ) : null}
      </p>
      {result && 'added' in result && result.blocked ? (
        <p className="mt-2 text-sm text-amber-200">{copy.blocked}</p>
      ) : null}
    </div>
  );
}
