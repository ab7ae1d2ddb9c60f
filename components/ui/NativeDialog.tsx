'use client';

import type { ReactNode, Ref } from 'react';
import { DialogHead, dialogWidthClass, type DialogWidth } from './DialogHead';
import { ISLAND } from './island-ready';

interface Props {
  /** The id the opening button's `commandfor` names. */
  id: string;
  ref?: Ref<HTMLDialogElement>;
  title: string;
  /** For a dialog opened by several buttons, each with a `value`: the title with `{…}` where it goes. */
  titleTemplate?: string;
  intro?: string;
  closeLabel: string;
  /** While a form inside is sending, the dialog cannot be closed. */
  busy?: boolean;
  width?: DialogWidth;
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
 * A modal dialog the platform runs: its button opens it with `commandfor`/`command="show-modal"`
 * (page-start stands in where the browser lacks commands), Escape, a click outside
 * (`closedby="any"`) and the close button shut it, the browser traps focus and makes the page
 * inert. Opened by several buttons, it hears which one (its `command` event's `source`, whose
 * `value` page-start writes into a `titleTemplate` until the app starts). It is in the server
 * HTML with its real content, so it answers the first tap before the app starts; React then
 * adopts it as it is, open or shut, with whatever was typed inside.
 */
export function NativeDialog({
  id,
  ref,
  busy = false,
  width = 'md',
  openOnArrival = false,
  onClose,
  children,
  ...head
}: Props) {
  return (
    <dialog
      id={id}
      ref={ref}
      // Opened by several buttons, it is an island: page-start keeps the opener's value until the
      // app marks it ready (its owner calls markReady).
      {...(head.titleTemplate ? ISLAND : {})}
      open={openOnArrival || undefined}
      aria-labelledby={`${id}-title`}
      closedby={busy ? 'none' : 'any'}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={onClose}
      className={`z-50 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl bg-white p-6 text-slate-700 shadow-2xl ring-1 ring-slate-200 backdrop:bg-brand-950/60 sm:p-8 [&:not(:modal)]:fixed [&:not(:modal)]:inset-y-0 [&:not(:modal)]:shadow-[0_0_0_100vmax_color-mix(in_oklab,var(--color-brand-950)_60%,transparent)] ${dialogWidthClass(width)}`}
    >
      <DialogHead
        {...head}
        titleAs="h2"
        titleId={`${id}-title`}
        busy={busy}
        close={{ commandfor: id, command: 'close' }}
      />
      {children}
    </dialog>
  );
}
