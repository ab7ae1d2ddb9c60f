/**
 * The company's registration numbers and phone as the registrars write them: a CIN (Ministry of
 * Corporate Affairs) in its six parts, a GSTIN with its check character and the PAN inside it, and
 * an Indian phone number. Pure: the content check (lib/content/schemas.ts) and the CMS form
 * (cms/text-rules.ts) refuse a typo in the same words.
 */

/** The registrars' state codes a CIN is written with (the Registrar of Companies' state). */
const CIN_STATES = new Set(
  'AN AP AR AS BR CH CT DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OR PB PY RJ SK TG TN TR UP UR WB'.split(
    ' ',
  ),
);
/** The classes of company a CIN names: private (PTC), public (PLC), one person (OPC) and the rest. */
const CIN_CLASSES = new Set('PTC PLC OPC FTC FLC GOI SGC GAP GAT NPL ULL ULT'.split(' '));
/** A PAN's fourth character: who holds it. A company's is C. */
const PAN_HOLDERS = 'PCHFATBLJG';
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type Registration = 'cin' | 'gstin' | 'phone';
/** A field's own rule, named in its schema's meta, which the form runs as the check does (cms/text-rules.ts). */
export type TextRule = Registration | 'claim';

/** A CIN's problem, naming the part that is wrong, or undefined. */
export function cinProblem(value: string, thisYear = new Date().getUTCFullYear()): string | undefined {
  const cin = value.trim();
  if (cin.length !== 21)
    return `must be the 21 characters of the Corporate Identity Number (it has ${cin.length}), e.g. U72900DL2021PTC123456`;
  const [listing, industry, state, year, kind, number] = [
    cin.slice(0, 1),
    cin.slice(1, 6),
    cin.slice(6, 8),
    cin.slice(8, 12),
    cin.slice(12, 15),
    cin.slice(15),
  ];
  if (!/^[LU]$/.test(listing)) return `must start with L (listed) or U (unlisted), not ${listing}`;
  if (!/^\d{5}$/.test(industry)) return `characters 2 to 6 must be the five-digit industry code, not ${industry}`;
  if (!CIN_STATES.has(state)) return `characters 7 and 8 must be a state’s code, e.g. DL for Delhi, not ${state}`;
  if (!/^\d{4}$/.test(year) || Number(year) < 1850 || Number(year) > thisYear)
    return `characters 9 to 12 must be the year of incorporation, not ${year}`;
  if (!CIN_CLASSES.has(kind)) return `characters 13 to 15 must be the class of company, e.g. PTC, not ${kind}`;
  if (!/^\d{6}$/.test(number)) return `the last six characters must be the registration number’s digits, not ${number}`;
  return undefined;
}

/** The 15th character of a GSTIN whose first 14 are `first14`, by the GST Network's mod-36 checksum. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [i, character] of [...first14].entries()) {
    const product = CHARACTERS.indexOf(character) * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN's problem, naming the part that is wrong (the check character last), or undefined. */
export function gstinProblem(value: string): string | undefined {
  const gstin = value.trim();
  if (gstin.length !== 15)
    return `must be the 15 characters of the GST Identification Number (it has ${gstin.length}), e.g. 07AABCQ1234F1ZV`;
  const state = Number(gstin.slice(0, 2));
  if (!/^\d{2}$/.test(gstin.slice(0, 2)) || !((state >= 1 && state <= 38) || state === 97 || state === 99))
    return `must start with the two-digit state code, e.g. 07 for Delhi, not ${gstin.slice(0, 2)}`;
  const pan = gstin.slice(2, 12);
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan))
    return `characters 3 to 12 must be the company’s PAN (five letters, four digits, a letter), not ${pan}`;
  if (pan[3] !== 'C')
    return PAN_HOLDERS.includes(pan[3]!)
      ? `the PAN inside it, ${pan}, is not a company’s: its fourth letter is ${pan[3]}, a company’s is C`
      : `the PAN inside it, ${pan}, has no holder ${pan[3]}: a company’s fourth letter is C`;
  if (!/^[1-9A-Z]$/.test(gstin[12]!))
    return `character 13 must be the registration’s number in the state, not ${gstin[12]}`;
  if (gstin[13] !== 'Z') return `character 14 must be Z, not ${gstin[13]}`;
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== expected)
    return `its check character (the 15th) must be ${expected} for ${gstin.slice(0, 14)}, not ${gstin[14]}: check each character against the GST certificate`;
  return undefined;
}

/**
 * An Indian number as a tel: link dials it from anywhere: +91, then the ten digits (a mobile's, or
 * an area code and the line's), spaces allowed between.
 */
export function indianPhoneProblem(value: string): string | undefined {
  const digits = value.trim();
  if (!/^\+91(?: ?\d){10}$/.test(digits))
    return 'must be an Indian number: +91, then the ten digits with spaces to read them by, e.g. +91 11 4567 8900';
  if (digits.replace(/\D/g, '')[2] === '0') return 'must not start with 0 after +91: leave out the trunk prefix';
  return undefined;
}

/** The problem of `value` as a field of kind `kind`, in the check's words (a sentence in the form). */
export function registrationProblem(kind: Registration, value: string): string | undefined {
  if (kind === 'cin') return cinProblem(value);
  if (kind === 'gstin') return gstinProblem(value);
  return indianPhoneProblem(value);
}
