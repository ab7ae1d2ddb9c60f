/** @jest-environment node */
import { attributionFields, referrerOrigin, rememberVisit, utmFrom, VISIT_STORAGE_KEY, visitFrom } from './attribution';

const ORIGIN = 'https://www.quantivo.example';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('utmFrom', () => {
  it('keeps the five utm_* parameters and drops every other one', () => {
    expect(
      utmFrom(
        '?utm_source=google&utm_medium=cpc&utm_campaign=q4&utm_term=sap&utm_content=ad1&email=a%40b.in&gclid=xyz',
      ),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'q4',
      utm_term: 'sap',
      utm_content: 'ad1',
    });
  });

  it('gives empty values when untagged, and trims, strips control characters and caps length', () => {
    expect(utmFrom('')).toEqual({ utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' });
    expect(utmFrom(`?utm_source=%20news%0Aletter%20&utm_campaign=${'x'.repeat(500)}`)).toMatchObject({
      utm_source: 'newsletter',
      utm_campaign: 'x'.repeat(200),
    });
  });
});

describe('referrerOrigin', () => {
  it('is the other site’s origin only, never its path or query', () => {
    expect(referrerOrigin('https://www.google.com/search?q=quantivo+careers', ORIGIN)).toBe('https://www.google.com');
  });

  it('is empty for no referrer, this site, or anything that is not a web page', () => {
    expect(referrerOrigin('', ORIGIN)).toBe('');
    expect(referrerOrigin(`${ORIGIN}/services/`, ORIGIN)).toBe('');
    expect(referrerOrigin('android-app://com.google.android.gm/', ORIGIN)).toBe('');
    expect(referrerOrigin('not a url', ORIGIN)).toBe('');
  });
});

describe('rememberVisit', () => {
  const landing = visitFrom(
    { origin: ORIGIN, pathname: '/services/', search: '?utm_source=newsletter' },
    'https://mail.example.org/inbox/123',
  );
  const later = visitFrom({ origin: ORIGIN, pathname: '/', search: '' }, `${ORIGIN}/services/`);

  it('keeps the first page load of the visit for the later pages', () => {
    const storage = new MemoryStorage();
    expect(rememberVisit(storage, landing)).toEqual(landing);
    expect(rememberVisit(storage, later)).toEqual(landing);
    expect(landing).toMatchObject({
      landing_page: '/services/',
      referrer_origin: 'https://mail.example.org',
      utm_source: 'newsletter',
    });
  });

  it('uses the current page load when storage is missing, blocked, full or holds something else', () => {
    expect(rememberVisit(null, later)).toEqual(later);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(rememberVisit(blocked, later)).toEqual(later);
    const odd = new MemoryStorage();
    odd.setItem(VISIT_STORAGE_KEY, '{"utm_source": 42}');
    expect(rememberVisit(odd, later)).toEqual(later);
    odd.setItem(VISIT_STORAGE_KEY, 'not json');
    expect(rememberVisit(odd, later)).toEqual(later);
  });
});

it('attributionFields adds the page the form was sent from', () => {
  const visit = visitFrom({ origin: ORIGIN, pathname: '/', search: '' }, '');
  expect(attributionFields(visit, '/careers/')).toEqual({
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    landing_page: '/',
    referrer_origin: '',
    form_page: '/careers/',
  });
});
