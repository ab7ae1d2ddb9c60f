'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { DialogHead, dialogWidthClass, type DialogWidth } from './DialogHead';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  closeLabel: string;
  /** While a form inside is sending, the dialog cannot be closed. */
  busy?: boolean;
  width?: DialogWidth;
  children: ReactNode;
}

/** The site's modal dialog (Headless UI): focus trap, Escape, backdrop click, titled panel. */
export function ModalDialog({ open, onClose, busy = false, width = 'md', children, ...head }: Props) {
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto p-4 sm:items-center"
    >
      <DialogBackdrop className="fixed inset-0 bg-brand-950/60" />
      <DialogPanel className={`relative w-full rounded-2xl bg-white p-6 shadow-2xl sm:p-8 ${dialogWidthClass(width)}`}>
        <DialogHead {...head} titleAs={DialogTitle} busy={busy} close={{ onClick: onClose }} />
        {children}
      </DialogPanel>
    </Dialog>
  );
}
