'use client';

import type { ReactNode, Ref } from 'react';
import { X } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import { ISLAND } from '@/components/ui/island-ready';
import { pageStartData } from '@/lib/page-start/protocol';
import { Honeypot } from './Honeypot';
import type { useForm } from './useForm';

interface Props {
  /** The id the opening button's `commandfor` names. */
  id: string;
  ref?: Ref<HTMLDialogElement>;
  title: string;
  /** For a dialog opened by several buttons, each with a `value`: the title with `{…}` where it goes. */
  titleTemplate?: string;
  intro?: string;
  closeLabel: string;
  /** The form's props from useForm: while it is sending, the dialog cannot be closed. */
  form: ReturnType<typeof useForm>['formProps'];
  layout: string;
  width?: 'md' | 'lg';
  /**
   * Shown in the page's HTML, before any script: the pricing gate. Open but not modal there (as
   * it stays with JavaScript off), it is centred over a backdrop all the same; ModalOnArrival
   * makes it modal as the page is parsed.
   */
  openOnArrival?: boolean;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A modal dialog the platform runs (`commandfor`, `closedby="any"`), in the server HTML with its
 * content, so it answers the first tap before the app starts; React then adopts it as it is.
 */
export function DialogForm({
  id,
  ref,
  title,
  titleTemplate,
  intro,
  closeLabel,
  form,
  layout,
  width = 'md',
  openOnArrival = false,
  onClose,
  children,
}: Props) {
  const busy = form['aria-busy'];
  return (
    <dialog
      id={id}
      ref={ref}
      // Opened by several buttons, it is an island: page-start keeps the opener's value until the
      // app marks it ready (its owner calls markReady).
      {...(titleTemplate ? ISLAND : {})}
      open={openOnArrival || undefined}
      aria-labelledby={`${id}-title`}
      closedby={busy ? 'none' : 'any'}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={onClose}
      className={`z-50 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl bg-white p-6 text-slate-700 shadow-2xl ring-1 ring-slate-200 backdrop:bg-brand-950/60 sm:p-8 [&:not(:modal)]:fixed [&:not(:modal)]:inset-y-0 [&:not(:modal)]:shadow-[0_0_0_100vmax_color-mix(in_oklab,var(--color-brand-950)_60%,transparent)] ${width === 'lg' ? 'max-w-xl' : 'max-w-lg'}`}
    >
      <div className="flex items-start justify-between gap-4">
        {/* Page-start may have named another opener's value in the title before the app started. */}
        <h2
          id={`${id}-title`}
          {...pageStartData({ fromSource: titleTemplate })}
          suppressHydrationWarning={titleTemplate ? true : undefined}
          className="text-xl font-semibold text-slate-900"
        >
          {title}
        </h2>
        <button
          type="button"
          commandfor={id}
          command="close"
          disabled={busy}
          className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100"
        >
          <Glyph icon={X} className="h-5 w-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
      <form {...form} noValidate className={`relative mt-6 ${layout}`}>
        <Honeypot />
        {children}
      </form>
    </dialog>
  );
}
