/**
 * Each promise the company makes a visitor (how soon it replies to an enquiry, a quote request or
 * a grievance, its office hours) is stated once, in content/site.yaml's promises, and copy names it
 * as a {placeholder} its page fills in. The content check refuses text anywhere else in content/
 * that writes a reply time or office hours out, with the same number or another: one promise, one
 * answer. Each rule words what it finds in a text, for the check and the CMS alike.
 */

/** The promises, as copy names them: {enquiryReply}, {quoteReply}… */
export const PROMISES = [
  'enquiryReply',
  'quoteReply',
  'officeHours',
  'grievanceAcknowledgement',
  'privacyAnswer',
  'securityAcknowledgement',
] as const;

export type PromiseName = (typeof PROMISES)[number];
export type Promises = Record<PromiseName, string>;

export const NUMBER = String.raw`(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|twenty-four|forty-eight|seventy-two)`;
export const UNIT = String.raw`(?:business\s+|working\s+|calendar\s+)?(?:minutes?|hours?|days?|weeks?)`;
/** How long, as a promise says it: "within one business day", "in 24 hours", "the next working day". */
export const DURATION = String.raw`(?:(?:within|in|inside|under)\s+(?:${NUMBER}\s+)?${UNIT}|(?:the\s+)?(?:same|next)\s+(?:business\s+|working\s+)?day)`;
/** Who promises to answer: the verbs of a reply. */
const REPLY = String.raw`\b(?:repl(?:y|ies|ied)|respond(?:s|ed)?|answers?|acknowledge[sd]?|gets?\s+back|hear\s+(?:back|from\s+us)|calls?\s+(?:you\s+)?back|comes?\s+back)\b`;

const replyTime = new RegExp(String.raw`${REPLY}[^.;:!?\n{}]{0,80}?\b(${DURATION})\b`, 'gi');
const DAY = String.raw`(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*`;
const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)`;
const hours = new RegExp(
  String.raw`\b${DAY}\s*(?:to|–|-|through)\s*${DAY}\b[^.;\n{}]{0,30}?${TIME}(?:\s*(?:to|–|-)\s*${TIME})?|\b${TIME}\s*(?:to|–|-)\s*${TIME}`,
  'gi',
);

const REPLY_TIMES = PROMISES.filter((p) => p !== 'officeHours')
  .map((p) => `{${p}}`)
  .join(', ');

/** Each promise written out in `text`, where it starts and in the check's words. */
const statements = (text: string) => [
  ...[...text.matchAll(replyTime)].map(({ index, 0: whole, 1: duration }) => ({
    index,
    words: `states a reply time (“${whole.replace(/\s+/g, ' ')}”), but reply times are stated once, in Company details → Promises: write the promise’s placeholder (${REPLY_TIMES}) in place of “${duration!.replace(/\s+/g, ' ')}”`,
  })),
  ...[...text.matchAll(hours)].map(({ index, 0: whole }) => ({
    index,
    words: `states office hours (“${whole.replace(/\s+/g, ' ')}”), but they are stated once, in Company details → Promises: write {officeHours}`,
  })),
];

/** What the CMS says under a field whose value writes a promise out. */
export const promisesIn = (text: string) =>
  statements(text)
    .sort((a, b) => a.index - b.index)
    .map(({ words }) => words);

/**
 * The field a line of a YAML file (or a Markdown file's front matter) belongs to: the nearest key
 * at or above it. A Markdown body is the body.
 */
export function fieldAt(file: string, text: string, index: number): string {
  const lines = text.slice(0, index).split('\n');
  if (file.endsWith('.md')) {
    const fences = lines.filter((line) => line.trim() === '---').length;
    if (fences !== 1) return 'body';
  }
  for (let i = lines.length - 1; i >= 0; i--) {
    const key = /^\s*(?:-\s+)?([A-Za-z][\w-]*):(?:\s|$)/.exec(lines[i]!)?.[1];
    if (key) return key;
  }
  return 'body';
}

/** Where a statement starts: file, line and field, as the content check prints it. */
export const whereIn = (file: string, text: string, index: number) =>
  `${file}:${text.slice(0, index).split('\n').length}: ${fieldAt(file, text, index)}`;

/** Each promise a file writes out, on the line where it starts. */
export const statedPromiseProblems = (file: string, text: string) =>
  statements(text)
    .sort((a, b) => a.index - b.index)
    .map(({ index, words }) => `${whereIn(file, text, index)}: ${words}`);
