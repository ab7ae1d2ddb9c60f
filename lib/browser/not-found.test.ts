import { missingPageScript } from './not-found';

const titles = { product: 'P', service: 'S', caseStudy: 'C', job: 'J', general: 'G' };

/** Runs the 404 page's inline script against a fake location and document. */
function run(pathname: string, basePath = '') {
  const attributes: Record<string, string> = {};
  const document = {
    title: 'G',
    head: {},
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  };
  const location = { pathname, replace: jest.fn() };
  let onHeadChange = () => {};
  class MutationObserver {
    constructor(callback: () => void) {
      onHeadChange = callback;
    }
    observe() {}
  }
  new Function('location', 'document', 'MutationObserver', missingPageScript(basePath, titles))(
    location,
    document,
    MutationObserver,
  );
  const chosen = document.title;
  // Hydration puts the exported title back; the script restores its own.
  document.title = 'G';
  onHeadChange();
  expect(document.title).toBe(chosen);
  return { missing: attributes['data-missing'], title: document.title, redirect: location.replace.mock.calls[0]?.[0] };
}

describe('the 404 page script', () => {
  it.each([
    ['/products/unknown/', 'product', 'P'],
    ['/services/enterprise-it/unknown/', 'service', 'S'],
    ['/services/unknown/', 'service', 'S'],
    ['/case-studies/unknown/', 'caseStudy', 'C'],
    ['/careers/closed-role/', 'job', 'J'],
  ])('%s shows the %s message and title', (path, missing, title) => {
    expect(run(path)).toEqual({ missing, title, redirect: undefined });
  });

  it.each(['/what/', '/products', '/careers/'])('%s keeps the general message', (path) => {
    expect(run(path)).toEqual({ missing: undefined, title: 'G', redirect: undefined });
  });

  it('sends an unknown profile to the about page', () => {
    expect(run('/profile/someone/').redirect).toBe('/about/');
  });

  it('reads the path below the base path and keeps it in the redirect', () => {
    expect(run('/quantivo-site/products/unknown/', '/quantivo-site')).toMatchObject({ missing: 'product' });
    expect(run('/quantivo-site/profile/someone/', '/quantivo-site').redirect).toBe('/quantivo-site/about/');
  });

  it('cannot close its own <script> element', () => {
    expect(missingPageScript('', { ...titles, general: '</script><b>' })).not.toContain('</script>');
  });
});
