'use client';

import { useEffect, useId, useRef } from 'react';
import { buttonClass } from './button';
import { contact as site } from '@/lib/contact';
import { uiCopy as ui } from '@/lib/copy/ui';

const copy = ui.loadFailed;

/**
 * Stands in for a dialog whose code could not download: a native modal <dialog> (no library,
 * so it works when the chunks do not), offering a reload and the company's contact details.
 * Closing it (button or Escape) calls onClose, after which opening the dialog tries again.
 */
export function LoadFailedDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-700 shadow-2xl backdrop:bg-brand-950/60 sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm">{copy.text}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-900">{copy.email}</dt>
        <dd>
          <a href={`mailto:${site.email}`} className="underline underline-offset-4">
            {site.email}
          </a>
        </dd>
        <dt className="font-semibold text-slate-900">{copy.phone}</dt>
        <dd>
          <a href={`tel:${site.phone.replace(/\s+/g, '')}`} className="underline underline-offset-4">
            {site.phone}
          </a>
        </dd>
      </dl>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={() => dialog.current?.close()} className={buttonClass('secondary')}>
          {copy.close}
        </button>
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
          {copy.reload}
        </button>
      </div>
    </dialog>
  );
}
