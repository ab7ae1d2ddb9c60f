/**
 * The one parser of the analytics settings, so the bundle (next.config.mjs) and the CSP
 * (scripts/csp.mjs) cannot disagree on a host. Off unless ANALYTICS_PROVIDER is set:
 *   ANALYTICS_PROVIDER    plausible | umami (cookieless, no banner) | ga4 (behind consent)
 *   ANALYTICS_SITE_ID     Plausible: the domain; Umami: the website ID; GA4: the measurement ID (G-…)
 *   ANALYTICS_HOST        Plausible or Umami: where events go (Plausible's cloud by default)
 *   ANALYTICS_SCRIPT_URL  GA4 only: a server-side tagging domain instead of Google's
 * CommonJS, so configs, scripts and tests load it without a build step.
 */
const PROVIDERS = ['plausible', 'umami', 'ga4'];
const OFF = Object.freeze({
  provider: '',
  siteId: '',
  host: '',
  scriptUrl: '',
  csp: { script: [], connect: [], img: [] },
});
// Google's published Content-Security-Policy sources for GA4 (gtag.js and its hits).
const GOOGLE = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

function originOf(value, name) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
    return url.origin;
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, not "${value}"`);
  }
}

/**
 * @param {Record<string, string | undefined>} env
 */
function analyticsConfig(env) {
  const provider = (env.ANALYTICS_PROVIDER ?? '').trim().toLowerCase();
  if (provider === '' || provider === 'off') return OFF;
  if (!PROVIDERS.includes(provider))
    throw new Error(`ANALYTICS_PROVIDER must be one of ${PROVIDERS.join(', ')} or off, not "${provider}"`);
  const siteId = (env.ANALYTICS_SITE_ID ?? '').trim();
  if (!siteId) throw new Error(`ANALYTICS_SITE_ID is required with ANALYTICS_PROVIDER=${provider}`);
  if (provider === 'ga4') {
    if (!/^G-[A-Z0-9]+$/.test(siteId))
      throw new Error(`ANALYTICS_SITE_ID must be a GA4 measurement ID (G-…), not "${siteId}"`);
    const own = (env.ANALYTICS_SCRIPT_URL ?? '').trim();
    const scriptUrl = own || `https://www.googletagmanager.com/gtag/js?id=${siteId}`;
    const hosts = own ? [originOf(own, 'ANALYTICS_SCRIPT_URL')] : GOOGLE;
    return { provider, siteId, host: '', scriptUrl, csp: { script: [hosts[0]], connect: hosts, img: hosts } };
  }
  const given = (env.ANALYTICS_HOST ?? '').trim() || (provider === 'plausible' ? 'https://plausible.io' : '');
  if (!given) throw new Error('ANALYTICS_HOST is required with ANALYTICS_PROVIDER=umami (your Umami origin)');
  const host = originOf(given, 'ANALYTICS_HOST');
  return { provider, siteId, host, scriptUrl: '', csp: { script: [], connect: [host], img: [] } };
}

module.exports = { analyticsConfig, ANALYTICS_PROVIDERS: PROVIDERS };
