'use client';

import { useId, useRef, useState } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';
import { ISLAND, markReady } from '@/components/ui/island-ready';
import quoteButtonCopy from '@/content/copy/quote-button.yaml';
import { fill } from '@/lib/text/fill';
import { paths } from '@/lib/paths';
import { listToFragment, parseQuantity } from '@/lib/sales/quote-list';

const copy = quoteButtonCopy.add;

const looks = {
  panel: {
    box: 'mt-6 border-t border-white/15 pt-5',
    button: buttonStyles({ variant: 'onDark', className: 'h-11' }),
    status: 'mt-3 text-sm',
    warning: 'text-amber-200',
    link: 'text-white',
  },
  compact: {
    box: 'mt-3',
    button: buttonStyles({ variant: 'secondary', className: 'w-full whitespace-nowrap px-2!' }),
    status: 'mt-2 text-sm font-normal text-slate-700',
    warning: 'text-amber-800',
    link: 'text-brand-700',
  },
};

/**
 * "Add to quote list" with a quantity. Not a <form>: pressed before the app runs, a form would
 * submit by GET, while a button's press is replayed once the app is live. Hidden without
 * JavaScript, where "Request a Quote" remains.
 */
export default function AddToQuote({
  slug,
  title,
  compact = false,
}: {
  slug: string;
  title: string;
  compact?: boolean;
}) {
  const look = looks[compact ? 'compact' : 'panel'];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ added: number; blocked: boolean; href: string } | { problem: string } | null>(
    null,
  );

  const add = async () => {
    const quantity = compact ? 1 : parseQuantity(input.current?.value ?? '');
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
  const invalid = result !== null && 'problem' in result && result.problem === copy.invalid;

  return (
    <div className={`needs-js ${look.box}`}>
      <div className="flex flex-wrap items-end gap-3">
        {compact ? null : (
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
              onKeyDown={(event) => event.key === 'Enter' && void add()}
              className="mt-1.5 block h-11 w-24 rounded-lg border border-white/30 bg-white px-3 text-base text-slate-900 focus:ring-2 focus:ring-quantum-300 focus:outline-none aria-invalid:border-red-400"
            />
          </div>
        )}
        <button type="button" {...ISLAND} ref={markReady} onClick={() => void add()} className={look.button}>
          {copy.add}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={`${look.status} empty:hidden`}>
        {result && 'problem' in result ? <span className={`font-medium ${look.warning}`}>{result.problem}</span> : null}
        {result && 'added' in result ? (
          <>
            {fill(copy.added, { quantity: result.added, product: title })}{' '}
            <SiteLink href={result.href} className={`font-semibold underline ${look.link}`}>
              {copy.view}
            </SiteLink>
          </>
        ) : null}
      </p>
      {result && 'added' in result && result.blocked ? (
        <p className={`mt-2 text-sm ${look.warning}`}>{copy.blocked}</p>
      ) : null}
    </div>
  );
}
