'use client';

import { useId, useRef, useState } from 'react';
import { SpecField } from '@/components/forms/Field';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { Honeypot } from '@/components/forms/Honeypot';
import { useForm } from '@/components/forms/useForm';
import { SiteLink } from '@/components/ui/SiteLink';
import { notify } from '@/components/ui/notify';
import copy from '@/content/copy/quote.yaml';
import { fill } from '@/lib/text/fill';
import { quoteSpec, textOf } from '@/lib/forms/form-spec';
import { paths } from '@/lib/paths';
import { parseQuantity, quoteFields, type QuoteItem } from '@/lib/sales/quote-list';
import { QuoteItemRow } from './QuoteItemRow';
import { AnimatePresence, LazyMotion, MotionConfig } from 'framer-motion';

// A removed item fades out rather than vanishing; the animation code loads only when needed.
const motionFeatures = () => import('framer-motion').then((mod) => mod.domAnimation);
import { quoteList, useQuoteList } from './quote-store';
import { useCatalogue } from './catalogue';
import { missingFieldsNotice } from '@/lib/forms/form-messages';

const spec = quoteSpec(copy);

/**
 * The quote list and the request that sends it, through the one submission path every form
 * uses: the items and quantities travel as fields beside the buyer's details. The list is
 * cleared only after a successful send; a failed one keeps the list and everything typed. The
 * reply time its notice promises comes as a prop, so Company details stays out of the island.
 */
export default function QuoteRequest({ replyTime }: { replyTime: string }) {
  const state = useQuoteList();
  const catalogue = useCatalogue();
  const bySlug = catalogue ?? new Map();
  // Items of products no longer in the catalogue are neither shown nor sent.
  const items: QuoteItem[] = (state?.items ?? []).filter((item) => bySlug.has(item.slug));
  const known = state !== null && catalogue !== null;
  const [announcement, setAnnouncement] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Ids from useId, not Section: Section and its display heading would add their code to this island.
  const listHeadingId = useId();
  const formHeadingId = useId();

  const form = useForm({
    form: 'quote',
    spec,
    missingNotice: missingFieldsNotice(copy.missingTitle, copy.fields),
    // The list is the quote store's, not the form's: its quantities and notes are sent from there;
    // a quantity still being typed is checked as the form holds it.
    checkExtra: (data) => {
      if (items.length === 0) return [{ field: 'quote-items', notice: copy.emptyNotice }];
      const wrong = items.find((item) => parseQuantity(textOf(data, `quantity-${item.slug}`)) === null);
      return wrong ? [{ field: `quantity-${wrong.slug}`, notice: copy.quantityNotice }] : [];
    },
    extra: () => quoteFields(items, (slug) => bySlug.get(slug)!),
    onSuccess: () => {
      quoteList.clear();
      notify({
        ...copy.success,
        description: fill(copy.success.description, { quoteReply: replyTime }),
        variant: 'success',
      });
    },
  });
  const { field, submitting, hydrated } = form;

  const remove = (item: QuoteItem) => {
    quoteList.remove(item.slug);
    setAnnouncement(fill(copy.removed, { product: bySlug.get(item.slug)!.title }));
    listHeading.current?.focus();
  };

  return (
    <form {...form.formProps} noValidate={hydrated} className="relative grid gap-12 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} ref={listHeading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {copy.listHeading}
        </h2>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {state?.blocked ? (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {copy.blocked}
          </p>
        ) : null}
        {known && items.length === 0 ? (
          <p className="mt-4 text-lg text-slate-700">
            {/* Named so that sending an empty list moves focus here, as a missing field gets it. */}
            <output name="quote-items" tabIndex={-1} className="focus:outline-none">
              {copy.empty}{' '}
              <SiteLink href={paths.products} className="font-semibold text-brand-700 underline hover:text-brand-800">
                {copy.emptyLink}
              </SiteLink>
            </output>
          </p>
        ) : null}
        {items.length > 0 ? (
          <LazyMotion features={motionFeatures} strict>
            <MotionConfig reducedMotion="user">
              <ul className="mt-5 space-y-4">
                <AnimatePresence initial={false}>
                  {items.map((item) => (
                    <QuoteItemRow
                      key={item.slug}
                      item={item}
                      entry={bySlug.get(item.slug)!}
                      disabled={submitting}
                      onRemove={remove}
                    />
                  ))}
                </AnimatePresence>
              </ul>
            </MotionConfig>
          </LazyMotion>
        ) : null}
      </section>
      <section aria-labelledby={formHeadingId} className="card self-start">
        <h2 id={formHeadingId} className="text-xl font-bold">
          {copy.formHeading}
        </h2>
        <div className="relative mt-5 grid gap-4 sm:grid-cols-2">
          <Honeypot />
          <SpecField {...field('name')} />
          <SpecField {...field('company')} />
          <SpecField {...field('email')} />
          <SpecField {...field('phone')} />
          <SpecField {...field('city')} />
          <SpecField {...field('neededBy')} />
          <SubmitRow submitting={submitting} locked={!hydrated} label={copy.submit} busyLabel={copy.sending} />
        </div>
      </section>
    </form>
  );
}
