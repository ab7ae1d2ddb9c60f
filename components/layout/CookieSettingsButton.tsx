'use client';

import { useHydrated } from '@/components/forms/useHydrated';
// Read directly, so builds without GA4 drop the button's code.
const usesConsent = process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER === 'ga4';

/**
 * Reopens the cookie choice. Only builds with Google Analytics set cookies that need consent,
 * and the banner needs the script, so the button exists only there and once the page's script
 * runs; the banner's code loads when it is pressed, if it has not already.
 */
export function CookieSettingsButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!usesConsent || !hydrated) return null;
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
