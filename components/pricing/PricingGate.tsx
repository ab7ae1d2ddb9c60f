'use client';

import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LockGlyph } from '@/components/ui/glyphs';
import { IslandBoundary, lazyWithRetry } from '@/components/ui/lazy-island';
import { LoadFailedDialog } from '@/components/ui/LoadFailedDialog';
import { pricingPage } from '@/content/pricing-page';
import { isUnlocked, subscribe } from './unlock-store';

const LeadDialog = lazyWithRetry(() => import('./LeadDialog'));

const noSubscription = () => () => {};

/**
 * Keeps the calculator blurred and inert (not focusable, not clickable, hidden from
 * assistive technology) until the lead form is sent; the dialog opens on arrival and can
 * be dismissed and reopened.
 */
export default function PricingGate({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const unlocked = useSyncExternalStore(subscribe, isUnlocked, () => false);
  const [dismissed, setDismissed] = useState(false);
  // Each reopening is a new attempt: a dialog that failed to download is tried again.
  const [attempt, setAttempt] = useState(0);
  const open = hydrated && !unlocked && !dismissed;
  const copy = pricingPage.locked;

  return (
    // The lead dialog opens on arrival, so this page starts its script at once (scripts/after-paint.mjs).
    <div className="relative" data-start-at-once>
      <div inert={!unlocked} className={unlocked ? '' : 'pointer-events-none blur-sm select-none'} data-locked={!unlocked}>
        {children}
      </div>
      {!unlocked ? (
        <div className="absolute inset-0 flex items-center justify-center p-4">
          <div className="max-w-md rounded-2xl bg-white/95 p-6 text-center shadow-xl ring-1 ring-slate-200">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <LockGlyph className="h-6 w-6" />
            </span>
            <h2 className="mt-3 text-lg font-semibold">{copy.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{copy.text}</p>
            <button
              type="button"
              onClick={() => {
                setDismissed(false);
                setAttempt((n) => n + 1);
              }}
              className={buttonClass('primary', 'md', 'mt-4')}
              disabled={!hydrated}
            >
              {copy.unlock}
            </button>
          </div>
        </div>
      ) : null}
      {hydrated && !unlocked ? (
        <IslandBoundary name="Pricing form" resetKey={attempt} fallback={open ? <LoadFailedDialog onClose={() => setDismissed(true)} /> : null}>
          <Suspense fallback={null}>
            <LeadDialog open={open} onClose={() => setDismissed(true)} />
          </Suspense>
        </IslandBoundary>
      ) : null}
    </div>
  );
}
