import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import copy from '@/content/copy/consent.yaml';
import { escapeMarkup as text } from '@/lib/text/escape';
import { gaEvent, pageAddress, referrerFor, type AnalyticsSettings } from '@/lib/analytics/providers';
import { asset, paths } from '@/lib/paths';
import { onRestore } from '@/lib/browser/restore';
import { startSending } from './track';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

// gtag.js reads the arguments objects pushed by this exact function shape, not arrays.
function gtag(..._args: unknown[]): void {
  // oxlint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

let running: Promise<void> | null = null;
let loaded = false;

/**
 * Google Analytics 4 in Consent Mode v2's basic form: every purpose defaults to denied, and
 * gtag.js is not even requested until the visitor accepts analytics in the banner, so a refusal
 * sends Google nothing at all. Advertising purposes stay denied. Taking consent back reloads
 * the page, which unloads gtag.js (the banner deletes its _ga cookies).
 */
function grantedOrNot(settings: AnalyticsSettings) {
  if (!CookieConsent.acceptedCategory('analytics')) {
    if (loaded) window.location.reload();
    return;
  }
  if (loaded) return;
  loaded = true;
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', settings.siteId, {
    page_location: pageAddress(window.location.href),
    page_referrer: referrerFor(document.referrer, window.location.href),
    page_title: document.title,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = settings.scriptUrl;
  document.head.append(script);
  startSending((event) => gtag('event', ...gaEvent(event)));
  // gtag.js counts a view when configured, once per load: Back or Forward from the back/forward
  // cache shows the page again without one.
  onRestore(() => gtag('event', 'page_view', { page_location: pageAddress(window.location.href) }));
}

export function start(settings: AnalyticsSettings): Promise<void> {
  running ??= (() => {
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    return CookieConsent.run({
      cookie: { name: 'quantivo_consent', expiresAfterDays: 182, sameSite: 'Lax' },
      guiOptions: {
        consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
        preferencesModal: { layout: 'box', equalWeightButtons: true },
      },
      // The site's own script tags carry no data-category; nothing for the banner to rewrite.
      manageScriptTags: false,
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: { autoClear: { cookies: [{ name: /^_ga/ }] } },
      },
      language: {
        default: 'en',
        translations: {
          en: {
            consentModal: {
              title: text(copy.banner.title),
              description: text(copy.banner.description),
              acceptAllBtn: text(copy.accept),
              acceptNecessaryBtn: text(copy.reject),
              showPreferencesBtn: text(copy.banner.choose),
              footer: `<a href="${text(asset(paths.privacy))}">${text(copy.privacyLink)}</a>`,
            },
            preferencesModal: {
              title: text(copy.settings.title),
              acceptAllBtn: text(copy.accept),
              acceptNecessaryBtn: text(copy.reject),
              savePreferencesBtn: text(copy.settings.save),
              closeIconLabel: text(copy.settings.close),
              // One section per category above, in the same order.
              sections: (['necessary', 'analytics'] as const).map((category) => ({
                title: text(copy.settings[category].title),
                description: text(copy.settings[category].description),
                linkedCategory: category,
              })),
            },
          },
        },
      },
      onConsent: () => grantedOrNot(settings),
      onChange: () => grantedOrNot(settings),
    }).then(() => {
      // The footer's "Cookie settings" (data-cc) works from now on: the banner listens to it.
      for (const button of document.querySelectorAll('[data-cc="show-preferencesModal"]'))
        button.closest('[hidden]')?.removeAttribute('hidden');
    });
  })();
  return running;
}
