'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { Lock } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import pricingCopy from '@/content/copy/pricing.yaml';
import { ModalOnArrival } from '@/components/ui/ModalOnArrival';
import LeadDialog, { LEAD_DIALOG_ID } from './LeadDialog';
import { isUnlocked, KEY, subscribe } from './unlock-store';
import { pageStartData } from '@/lib/page-start/protocol';

/**
 * Keeps the calculator blurred and inert (not focusable, not clickable, hidden from
 * assistive technology) until the lead form is sent. The lead dialog is shown on arrival by the
 * page's HTML itself, so this page, like the others, starts its app only when the visitor
 * reaches for it; the button opens the dialog again after it was dismissed.
 */
export default function PricingGate({ children }: { children: ReactNode }) {
  const unlocked = useSyncExternalStore(subscribe, isUnlocked, () => false);
  const [unlockedHere, setUnlockedHere] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const copy = pricingCopy.locked;

  // The dialog that had focus is gone: the first choice takes it, and the page scrolls (only as
  // far as it must) to show the whole calculator clear of the header and of the "Thank You!"
  // notice: on phones the notice is at the top (scroll margin above), on wider screens at the
  // bottom right (scroll margin below), so it covers neither the control in hand nor the estimate.
  useEffect(() => {
    if (!unlockedHere || !area.current) return;
    area.current.scrollIntoView({ block: 'nearest' });
    area.current.querySelector('select')?.focus({ preventScroll: true });
  }, [unlockedHere]);

  return (
    // A visitor who unlocked before gets the app at once, to take the gate away (lib/page-start/).
    <div
      ref={area}
      className="relative scroll-mt-36 scroll-mb-4 sm:scroll-mt-28 sm:scroll-mb-36"
      {...pageStartData({ startIfStored: `${KEY}=1` })}
    >
      <div
        inert={!unlocked}
        className={unlocked ? '' : 'pointer-events-none blur-sm select-none'}
        data-locked={!unlocked}
      >
        {children}
      </div>
      {!unlocked ? (
        <>
          <div className="absolute inset-0 flex items-center justify-center p-4">
            <div className="max-w-md rounded-2xl bg-white/95 p-6 text-center shadow-xl ring-1 ring-slate-200">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Glyph icon={Lock} className="h-6 w-6" />
              </span>
              <h2 className="mt-3 text-lg font-semibold">{copy.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{copy.text}</p>
              <button
                type="button"
                commandfor={LEAD_DIALOG_ID}
                command="show-modal"
                className={buttonStyles({ className: 'mt-4' })}
              >
                {copy.unlock}
              </button>
            </div>
          </div>
          <LeadDialog onUnlocked={() => setUnlockedHere(true)} />
          <ModalOnArrival id={LEAD_DIALOG_ID} unlessStored={`${KEY}=1`} />
        </>
      ) : null}
    </div>
  );
}
