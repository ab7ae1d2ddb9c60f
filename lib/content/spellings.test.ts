/** @jest-environment node */
import { addressProblems, spellingProblems } from './spellings';

describe('one spelling per place', () => {
  it('names each line that spells a place another way, with the site’s spelling', () => {
    expect(
      spellingProblems('content/copy/home.yaml', 'title: Offices\ncities: New Delhi, Bengaluru and Bombay\n'),
    ).toEqual([
      'content/copy/home.yaml:2: "Bengaluru": the site spells it "Bangalore"; write "Bangalore"',
      'content/copy/home.yaml:2: "Bombay": the site spells it "Mumbai"; write "Mumbai"',
    ]);
  });

  it('takes the site’s own spellings, and words that merely contain another', () => {
    expect(spellingProblems('x.yaml', 'Bangalore, Mumbai and Pune; BombayDuck is a word of its own.\n')).toEqual([]);
  });
});

describe('the company’s addresses', () => {
  const addresses = ['hello@quantivo.example', 'security@quantivo.example'];

  it('names each line with an address at the company’s domain that Company details does not list', () => {
    expect(
      addressProblems(
        addresses,
        'content/copy/legal.yaml',
        'write: hello@quantivo.example\nor: helo@quantivo.example\n',
      ),
    ).toEqual([
      'content/copy/legal.yaml:2: helo@quantivo.example is not one of the company’s addresses in Company details (hello@quantivo.example, security@quantivo.example); write one of them',
    ]);
  });

  it('leaves addresses at other domains alone, such as a form’s example', () => {
    expect(addressProblems(addresses, 'x.yaml', 'placeholder: you@company.com\n')).toEqual([]);
  });
});
