/** @jest-environment node */
import { NO_ADDRESS, siteAddress } from './rule-words';
import { addressProblem, pageFolder, slugOf } from './slugs';
import { paths } from '../paths';

describe('an address made from a title', () => {
  it('spells accented and special letters in plain Latin, and drops emoji and punctuation', () => {
    expect(slugOf('Café Größe')).toBe('cafe-grosse');
    expect(slugOf('Søren Łukasz Þór Æsir')).toBe('soren-lukasz-thor-aesir');
    expect(slugOf('🚀 Senior React Developer 🚀')).toBe('senior-react-developer');
    expect(slugOf('SAP S/4HANA Analyst')).toBe('sap-s-4hana-analyst');
    expect(slugOf('🚀🚀')).toBe('');
  });

  it('joins the letters across an apostrophe or a soft hyphen pasted from Word, with no stray hyphen', () => {
    expect(slugOf('India’s Quantum Mission')).toBe('indias-quantum-mission');
    expect(slugOf("Rohan's Notes")).toBe('rohans-notes');
    expect(slugOf('Senior\u00A0Data\u00ADEngineer')).toBe('senior-dataengineer');
  });

  it('names the folder of a collection’s pages', () => {
    expect(pageFolder(paths.job)).toBe('/careers/');
    expect(pageFolder(paths.enterpriseService)).toBe('/services/enterprise-it/');
  });

  it('refuses a title that makes no address or one the site keeps, and leaves an empty one to the required rule', () => {
    expect(addressProblem('Page.', '/careers/', ['page'])).toBe(siteAddress('/careers/page/'));
    expect(addressProblem('✨✨✨', '/careers/', ['page'])).toBe(NO_ADDRESS);
    expect(addressProblem(' ', '/careers/', ['page'])).toBeUndefined();
    expect(addressProblem('Pages of Code', '/careers/', ['page'])).toBeUndefined();
  });
});
