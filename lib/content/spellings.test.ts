import { spellingProblems } from './spellings';

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
