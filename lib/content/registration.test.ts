/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { check, parseSource } from './load';
import { cinProblem, gstinCheckCharacter, gstinProblem, indianPhoneProblem } from './registration';
import { siteSchema } from './schemas';

describe('a CIN, in its six parts', () => {
  it('takes one written as the registrar writes it', () => {
    expect(cinProblem('U72900DL2021PTC123456')).toBeUndefined();
    expect(cinProblem('L17110MH1973PLC019786')).toBeUndefined();
  });

  it.each([
    ['X72900DL2021PTC123456', /^must start with L \(listed\) or U \(unlisted\), not X/],
    ['U7290ODL2021PTC123456', /^characters 2 to 6 must be the five-digit industry code, not 7290O/],
    ['U72900DX2021PTC123456', /^characters 7 and 8 must be a state’s code, e\.g\. DL for Delhi, not DX/],
    ['U72900DL2921PTC123456', /^characters 9 to 12 must be the year of incorporation, not 2921/],
    ['U72900DL2021PXC123456', /^characters 13 to 15 must be the class of company, e\.g\. PTC, not PXC/],
    ['U72900DL2021PTC12345O', /^the last six characters must be the registration number’s digits, not 12345O/],
    ['U72900DL2021PTC12345', /^must be the 21 characters of the Corporate Identity Number \(it has 20\)/],
  ])('refuses %s, one character wrong, naming the part', (cin, said) => {
    expect(cinProblem(cin, 2026)).toMatch(said);
  });
});

describe('a GSTIN, with its check character', () => {
  it('computes the check character by the mod-36 checksum', () => {
    expect(gstinCheckCharacter('07AABCQ1234F1Z')).toBe('V');
    expect(gstinProblem('07AABCQ1234F1ZV')).toBeUndefined();
  });

  it.each([
    ['07AABCQ1234F1Z5', /^its check character \(the 15th\) must be V for 07AABCQ1234F1Z, not 5/],
    // One character of the PAN typed wrong: the check character no longer fits.
    ['07AABCQ1284F1ZV', /^its check character \(the 15th\) must be .* for 07AABCQ1284F1Z, not V/],
    ['40AABCQ1234F1ZV', /^must start with the two-digit state code, e\.g\. 07 for Delhi, not 40/],
    ['07AABPQ1234F1ZV', /^the PAN inside it, AABPQ1234F, is not a company’s: its fourth letter is P, a company’s is C/],
    ['07AABC01234F1ZV', /^characters 3 to 12 must be the company’s PAN \(five letters, four digits, a letter\)/],
    ['07AABCQ1234F1YV', /^character 14 must be Z, not Y/],
    ['07AABCQ1234F1Z', /^must be the 15 characters of the GST Identification Number \(it has 14\)/],
  ])('refuses %s, naming what is wrong', (gstin, said) => {
    expect(gstinProblem(gstin)).toMatch(said);
  });
});

describe('the phone, as an Indian number', () => {
  it.each(['+91 11 4567 8900', '+91 98100 12345'])('takes %s', (phone) => {
    expect(indianPhoneProblem(phone)).toBeUndefined();
  });

  it.each(['+44 20 7946 0958', '+91 11 4567 890', '+91 011 4567 890'])('refuses %s', (phone) => {
    expect(indianPhoneProblem(phone)).toBeDefined();
  });
});

describe('the content check names the field of a registration number typed wrong', () => {
  const file = 'content/site.yaml';
  const source = readFileSync('fixtures/content/site.yaml', 'utf8');
  const problems = (text: string) => check(siteSchema, file, parseSource(file, text, 'yaml')).problems;

  it('takes the tests’ own Company details as they are', () => {
    expect(problems(source)).toEqual([]);
  });

  it('refuses a CIN with one wrong character, at its line, naming the field', () => {
    const [problem, ...rest] = problems(source.replace('cin: U72900DL2021PTC123456', 'cin: U72900DX2021PTC123456'));
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^content\/site\.yaml:\d+: Statutory details › CIN \(legal\.cin\): Characters 7 and 8 must be a state’s code/,
    );
  });

  it('refuses a GSTIN with one wrong character, at its line, naming the field', () => {
    const [problem, ...rest] = problems(source.replace('gstin: 07AABCQ1234F1ZV', 'gstin: 07AABCQ1234F1ZW'));
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^content\/site\.yaml:\d+: Statutory details › GSTIN \(legal\.gstin\): Its check character \(the 15th\) must be V/,
    );
  });
});
