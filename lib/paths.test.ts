/** @jest-environment node */
import { absoluteUrl, route, stripBasePath } from './paths';

describe('route', () => {
  it('adds the trailing slash the export uses, keeping queries, hashes and files', () => {
    expect(route('/about')).toBe('/about/');
    expect(route('about/')).toBe('/about/');
    expect(route('/blog?category=ERP')).toBe('/blog/?category=ERP');
    expect(route('/#contact')).toBe('/#contact');
    expect(route('/feed.xml')).toBe('/feed.xml');
  });

  it('builds absolute URLs from the site URL', () => {
    expect(absoluteUrl('/careers', 'https://x.example/')).toBe('https://x.example/careers/');
  });

  it('leaves paths alone when there is no base path', () => {
    expect(stripBasePath('/products/laptop/')).toBe('/products/laptop/');
  });
});
