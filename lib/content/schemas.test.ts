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
