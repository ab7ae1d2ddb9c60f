/** @jest-environment node */
import { siteSchema } from './schemas';

const urlProblem = (value: string) => siteSchema.shape.defaultUrl.safeParse(value).error?.issues[0]?.message;

describe('the public URL (site.yaml) reaches canonicals, JSON-LD, the feed and security.txt', () => {
  it('takes a web address', () => {
    expect(urlProblem('https://www.quantivo.example')).toBeUndefined();
  });

  it.each(['javascript://x/%0aalert(1)', 'http://www.quantivo.example', 'data:text/html,x', 'ftp://x.example'])(
    'refuses %s',
    (value) => {
      expect(urlProblem(value)).toBe('must be a web address starting with https://');
    },
  );
});

describe('the company’s phone number becomes a tel: link', () => {
  const phoneProblem = (value: string) => siteSchema.shape.phone.safeParse(value).error?.issues[0]?.message;

  it.each(['+91 11 4567 8900', '+911145678900', '+91 98100 12345'])('takes %s', (value) => {
    expect(phoneProblem(value)).toBeUndefined();
  });

  it.each(['+91 11 4567 CALL-NOW', '011 4567 8900', '+91-11-4567-8900', '+91 11', '+1 415 555 0100'])(
    'refuses %s, which is no Indian number',
    (value) => {
      expect(phoneProblem(value)).toMatch(/^must be an Indian number: \+91, then the ten digits/);
    },
  );

  it('refuses a trunk 0 after +91', () => {
    expect(phoneProblem('+91 011 4567 890')).toMatch(/^must not start with 0 after \+91/);
  });
});
