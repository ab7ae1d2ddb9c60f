'use client';

import { useHydrated } from '@/components/forms/useHydrated';
/**
 * Reopens the cookie choice (the footer shows it only in builds with Google Analytics). The
 * banner needs the script, so the button appears once the page's script runs; the banner's code
 * loads when it is pressed, if it has not already.
 */
export function CookieSettingsButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <li>
      <button
        type="button"
        onClick={() => void import('@/components/analytics/ga4').then((ga4) => ga4.showConsentSettings())}
        className="text-left hover:text-quantum-300 hover:underline"
      >
        {label}
      </button>
    </li>
  );
}
