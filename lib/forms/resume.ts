/**
 * Resume upload rules for the application form: a PDF, DOC or DOCX of up to 5 MB, judged by
 * its first bytes as well as its name, so a renamed image or archive is caught before sending.
 */
import formsCopy from '@/content/copy/forms.yaml';
import { fill } from '@/lib/text/fill';

const say = formsCopy.resume;

const MB = 1024 * 1024;
export const MAX_RESUME_BYTES = 5 * MB;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const EXTENSIONS = ['pdf', 'doc', 'docx'];

/** File signatures: PDF `%PDF-`, DOC (OLE2 compound file), DOCX (a zip archive). */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  [0x50, 0x4b, 0x03, 0x04],
];
export const SIGNATURE_BYTES = 8;

export const hasResumeSignature = (head: Uint8Array): boolean =>
  SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));

/** What is wrong with a chosen file, or null; `head` is its first SIGNATURE_BYTES bytes. */
export function resumeProblem(file: Pick<File, 'name' | 'size'> | null, head?: Uint8Array): string | null {
  const limit = MAX_RESUME_BYTES / MB;
  if (!file) return fill(say.missing, { limit });
  const name = file.name;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension) || !name.includes('.')) return fill(say.wrongType, { name });
  // A string: one decimal, as written, not regrouped as a number would be.
  if (file.size > MAX_RESUME_BYTES) return fill(say.tooBig, { name, size: (file.size / MB).toFixed(1), limit });
  if (file.size === 0) return fill(say.empty, { name });
  if (head && !hasResumeSignature(head)) return fill(say.wrongContent, { name });
  return null;
}

// FileReader rather than Blob.arrayBuffer(): the same code then runs in the jsdom tests.
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, SIGNATURE_BYTES));
  });
}

/** The résumé field's chosen file, or null (a file input with nothing chosen sends an empty, unnamed one). */
export function resumeOf(data: Pick<FormData, 'get'>): File | null {
  const value = data.get('resume');
  return value !== null && typeof value !== 'string' && value.name !== '' ? value : null;
}

/** Reads the file's first bytes and applies every rule. */
export async function checkResume(file: File | null): Promise<string | null> {
  return resumeProblem(file, file ? await readHead(file) : undefined);
}

export const formatBytes = (bytes: number): string =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
