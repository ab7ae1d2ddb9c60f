'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Close } from './layout-glyphs';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  closeLabel: string;
  /** While a form inside is sending, the dialog cannot be closed. */
  busy?: boolean;
  width?: 'md' | 'lg';
  children: ReactNode;
}

/** The site's modal dialog (Headless UI): focus trap, Escape, backdrop click, titled panel. */
export function ModalDialog({ open, onClose, title, intro, closeLabel, busy = false, width = 'md', children }: Props) {
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto p-4 sm:items-center"
    >
      <DialogBackdrop className="fixed inset-0 bg-brand-950/60" />
      <DialogPanel
        className={`relative w-full rounded-2xl bg-white p-6 shadow-2xl sm:p-8 ${width === 'lg' ? 'max-w-xl' : 'max-w-lg'}`}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="text-xl font-semibold text-slate-900">{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100"
          >
            <Close className="h-5 w-5" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
        {children}
      </DialogPanel>
    </Dialog>
  );
}
