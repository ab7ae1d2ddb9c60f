/** @jest-environment node */
import site from '@/content/site.yaml';
import home from '@/content/copy/home.yaml';
import { claimsOf } from './claims';
import { forCompanyDomain, isDemoAddress, standIns } from './launch';
import { prepareContent } from '../content-check/prepare';
import type { Site } from './schemas';

const company = site as Site;
const today = '2026-11-24';

describe('which builds publish to the company’s own domain', () => {
  it.each([
    'https://www.quantivo.example',
    'http://localhost:3000',
    'http://127.0.0.1:4173',
    'https://site.test',
    'https://www.example.com',
    'http://192.168.1.20',
    'http://[::1]:3000',
  ])('%s is an example or local address', (url) => {
    expect(isDemoAddress(url)).toBe(true);
  });

  it.each(['https://www.quantivo.in', 'https://quantivo.github.io', 'https://previews.quantivo.in'])(
    '%s is a real one',
    (url) => {
      expect(isDemoAddress(url)).toBe(false);
    },
  );

  it('a build for a real SITE_URL, or with none and a real Public URL; never a draft’s preview', () => {
    expect(forCompanyDomain({ SITE_URL: 'https://www.quantivo.in' }, company)).toBe(true);
    expect(forCompanyDomain({}, { defaultUrl: 'https://www.quantivo.in' })).toBe(true);
    expect(forCompanyDomain({}, company)).toBe(false);
    expect(forCompanyDomain({ SITE_URL: 'https://previews.quantivo.in', SITE_PREVIEW: '1' }, company)).toBe(false);
  });
});

describe('the stand-ins of the tests’ own content', () => {
  const lines = standIns(company, home, today);
  const at = (field: string) => lines.filter((s) => s.at.includes(`(${field})`));

  it('names each field marked a stand-in and each address at an example domain, with what to put there and who holds it', () => {
    expect(at('legal.cin')[0]?.message).toBe(
      'U72900DL2021PTC123456 is a stand-in: put the 21-character CIN from the certificate of incorporation or the MCA master data (the company secretary holds it)',
    );
    expect(at('legal.gstin')[0]?.message).toMatch(/\(accounts holds it\)$/);
    for (const field of ['phone', 'email', 'grievanceOfficer.email', 'securityEmail', 'defaultUrl'])
      expect(at(field)).toHaveLength(1);
    expect(at('legal.cin')[0]?.at).toMatch(/^content\/site\.yaml:\d+: Statutory details › CIN \(legal\.cin\)$/);
  });

  it('names every claim without evidence at its own file and line, and asks again for one confirmed over a year ago', () => {
    const claims = claimsOf(company, home);
    const unconfirmed = lines.filter((s) => / has no evidence on record/.test(s.message));
    // Two records of evidence in the tests' Company details: one recent, one a year old.
    expect(unconfirmed).toHaveLength(claims.length - 2);
    expect(lines.some((s) => s.message.startsWith('“client-satisfaction”'))).toBe(false);
    const stale = lines.filter((s) => s.stale);
    expect(stale.map((s) => s.message)).toEqual([
      '“ISO 9001:2015” was confirmed on 2025-09-30, more than a year ago: check it again and update its date under Evidence for claims',
    ]);
    expect(stale[0]?.at).toMatch(/^content\/copy\/home\.yaml:\d+: Certifications and partner programmes › /);
    expect(unconfirmed.find((s) => s.message.startsWith('“ISO/IEC 27001:2022”'))?.message).toMatch(
      /Evidence for claims \(the quality and compliance lead usually holds it\)$/,
    );
  });
});

describe('the content check', () => {
  it('refuses, for the company’s domain, every stand-in and every claim without evidence, and nothing confirmed', async () => {
    const { problems } = await prepareContent({ SITE_URL: 'https://www.quantivo.in' }, '/');
    const remaining = standIns(company, home, today).filter((s) => !s.stale);
    expect(problems[0]).toMatch(
      new RegExp(
        `^A build for https://www\\.quantivo\\.in, the company’s own domain, publishes nothing made up, and ${remaining.length} stand-ins remain`,
      ),
    );
    expect(problems.slice(1)).toEqual(remaining.map((s) => `${s.at}: ${s.message}`));
    expect(problems.some((p) => p.includes('“CMMI Level 3” has no evidence on record'))).toBe(true);
  });

  it('lets a preview build go on, naming what remains', async () => {
    const preview = await prepareContent({ SITE_URL: 'https://previews.quantivo.in', SITE_PREVIEW: '1' }, '/');
    expect(preview.problems).toEqual([]);
    expect(preview.standIns).toHaveLength(standIns(company, home, today).length);
  });
});
