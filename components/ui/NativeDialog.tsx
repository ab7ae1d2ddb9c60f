'use client';

import type { ReactNode, Ref } from 'react';
import { Close } from './layout-glyphs';

interface Props {
  /** The id the opening button's `commandfor` names. */
  id: string;
  ref?: Ref<HTMLDialogElement>;
  title: string;
  intro?: string;
  closeLabel: string;
  /** While a form inside is sending, the dialog cannot be closed. */
  busy?: boolean;
  width?: 'md' | 'lg';
  /** Shown (not modal) in the page's HTML, before any script: the pricing gate. */
  openOnArrival?: boolean;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A modal dialog the platform runs: its button opens it with `commandfor`/`command="show-modal"`
 * (the page loader stands in where the browser lacks commands), Escape, a click outside
 * (`closedby="any"`) and the close button shut it, the browser traps focus and makes the page
 * inert. It is in the server HTML with its real content, so it answers the first tap before the
 * app starts; React then adopts it as it is, open or shut, with whatever was typed inside.
 */
export function NativeDialog({
  id,
  ref,
  title,
  intro,
  closeLabel,
  busy = false,
  width = 'md',
  openOnArrival = false,
  onClose,
  children,
}: Props) {
  return (
    <dialog
      id={id}
      ref={ref}
      open={openOnArrival || undefined}
      aria-labelledby={`${id}-title`}
      closedby={busy ? 'none' : 'any'}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={onClose}
      className={`z-50 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl bg-white p-6 text-slate-700 shadow-2xl ring-1 ring-slate-200 backdrop:bg-brand-950/60 sm:p-8 [&:not(:modal)]:top-4 ${width === 'lg' ? 'max-w-xl' : 'max-w-lg'}`}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          commandfor={id}
          command="close"
          disabled={busy}
          className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100"
        >
          <Close className="h-5 w-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </dialog>
  );
}
