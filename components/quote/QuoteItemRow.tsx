'use client';

import { m } from 'framer-motion';
import { useState } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';
import copy from '@/content/copy/quote.yaml';
import { paths } from '@/lib/paths';
import { NOTE_MAX, parseQuantity, type CatalogueEntry, type QuoteItem } from '@/lib/sales/quote-list';
import { quoteList } from './quote-store';

/**
 * One product of the quote list: its quantity (kept as typed until it is a whole number of
 * 1 or more, then stored), a note, and removal.
 */
export function QuoteItemRow({
  item,
  entry,
  disabled,
  onRemove,
}: {
  item: QuoteItem;
  entry: CatalogueEntry;
  disabled: boolean;
  onRemove: (item: QuoteItem) => void;
}) {
  const [quantity, setQuantity] = useState(String(item.quantity));
  const invalid = parseQuantity(quantity) === null;
  const id = `quantity-${item.slug}`;

  const changeQuantity = (text: string) => {
    setQuantity(text);
    const parsed = parseQuantity(text);
    if (parsed !== null) quoteList.setQuantity(item.slug, parsed);
  };

  return (
    <m.li
      exit={{ opacity: 0, x: -24 }}
      transition={{ duration: 0.2 }}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">{entry.group}</p>
          <h3 className="text-lg font-semibold">
            <SiteLink href={paths.product(item.slug)} className="text-brand-800 underline-offset-2 hover:underline">
              {entry.title}
            </SiteLink>
          </h3>
        </div>
        <button
          type="button"
          onClick={() => onRemove(item)}
          disabled={disabled}
          className={buttonStyles({ variant: 'secondary' })}
        >
          {copy.remove} <span className="sr-only">{entry.title}</span>
        </button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[8rem_1fr]">
        <div>
          <label htmlFor={id} className="field-label">
            {copy.quantity} <span className="sr-only">{entry.title}</span>
          </label>
          <input
            id={id}
            name={id}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantity}
            onChange={(event) => changeQuantity(event.target.value)}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            className="field-input"
          />
          {invalid ? (
            <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {copy.quantityInvalid}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`note-${item.slug}`} className="field-label">
            {copy.note} <span className="sr-only">{entry.title}</span>
          </label>
          <textarea
            id={`note-${item.slug}`}
            name={`note-${item.slug}`}
            rows={2}
            maxLength={NOTE_MAX}
            value={item.note}
            onChange={(event) => quoteList.setNote(item.slug, event.target.value)}
            disabled={disabled}
            placeholder={copy.notePlaceholder}
            className="field-input"
          />
        </div>
      </div>
    </m.li>
  );
}
