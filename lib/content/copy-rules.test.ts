/** @jest-environment node */
import { fixed, paragraphs, placeholdersIn, proseWith, template } from './copy-rules';

describe('placeholdersIn', () => {
  it('lists the names in braces, in order, repeats included', () => {
    expect(placeholdersIn('{a} and {b}, then {a}; not { c }')).toEqual(['a', 'b', 'a']);
  });
});

describe('template', () => {
  const rule = template('Count', ['shown', 'total']);
  it('needs every placeholder and no other', () => {
    expect(rule.safeParse('{shown} of {total}').success).toBe(true);
    expect(rule.safeParse('{shown} of many').success).toBe(false);
    expect(rule.safeParse('{shown} of {total} {noun}').success).toBe(false);
  });
});

describe('fixed', () => {
  it('refuses other words, saying what the specification fixes and where a developer changes it', () => {
    const rule = fixed('Apply Now', 'Apply button');
    expect(rule.safeParse('Apply Now').success).toBe(true);
    expect(rule.safeParse('Apply today').error?.issues[0]?.message).toBe(
      'must read “Apply Now”, as the site specification fixes it; to change it, change the specification and the fixed() line that holds these words in lib/content/copy/ (docs/content.md, “Text the specification fixes”)',
    );
  });
});

describe('proseWith', () => {
  const rule = proseWith('Paragraph', ['email', 'phone']);
  it('allows any of its placeholders, as often as wanted, or none', () => {
    for (const text of ['Write to {email}.', 'Call {phone} or {phone}.', 'No details here.'])
      expect(rule.safeParse(text).success).toBe(true);
  });
  it('rejects any other placeholder', () => {
    expect(rule.safeParse('Write to {mail}.').success).toBe(false);
  });
});

describe('paragraphs', () => {
  it('checks each paragraph with the rule it is given', () => {
    const list = paragraphs('Body', undefined, proseWith('Paragraph', ['email']));
    expect(list.safeParse(['Write to {email}.']).success).toBe(true);
    expect(list.safeParse(['Write to {phone}.']).success).toBe(false);
    expect(list.safeParse([]).success).toBe(false);
  });
});
