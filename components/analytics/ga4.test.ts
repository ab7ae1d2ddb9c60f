/**
 * The cookie banner (vanilla-cookieconsent) renders its texts as HTML; an editor's words from
 * content/copy/consent.yaml must reach visitors as the words typed, never as markup.
 */
import consentCopy from '@/content/copy/consent.yaml';
import { start } from './ga4';

const typed = 'We count visits <img src=x onerror="alert(1)"> & <a href="https://evil.example">log in</a>.';

it('shows the banner’s copy as text, whatever markup it holds', async () => {
  consentCopy.banner.description = typed;
  consentCopy.banner.title = '<b>Cookies</b>';
  await start({ provider: 'ga4', siteId: 'G-TEST0001', scriptUrl: '', host: '' } as never);
  const banner = document.querySelector('#cc-main')!;
  expect(banner.textContent).toContain(typed);
  expect(banner.textContent).toContain('<b>Cookies</b>');
  expect(banner.querySelector('img, b, a[href^="https://evil"]')).toBeNull();
});
