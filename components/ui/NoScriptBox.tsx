import type { ReactNode } from 'react';

/** A notice shown only when JavaScript is off. Reads no company facts, so client islands can use it too. */
export function NoScriptBox({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="my-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">{children}</p>
    </noscript>
  );
}
