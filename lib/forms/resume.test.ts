import formsCopy from '@/content/copy/forms.yaml';
import { fill } from '../text/fill';
import { checkResume, formatBytes, hasResumeSignature, MAX_RESUME_BYTES, resumeOf, resumeProblem } from './resume';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const say = formsCopy.resume;
const missing = fill(say.missing, { limit: 5 });

describe('resume rules', () => {
  it('accepts PDF, DOC and DOCX up to 5 MB, any letter case', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 1000 }, PDF)).toBeNull();
    expect(resumeProblem({ name: 'CV.DOCX', size: MAX_RESUME_BYTES }, DOCX)).toBeNull();
    expect(resumeProblem({ name: 'old.doc', size: 20 }, DOC)).toBeNull();
  });

  it('knows the three signatures and nothing else', () => {
    expect([PDF, DOC, DOCX].map(hasResumeSignature)).toEqual([true, true, true]);
    expect(hasResumeSignature(PNG)).toBe(false);
    expect(hasResumeSignature(new Uint8Array([0x25, 0x50]))).toBe(false);
  });

  it('explains every rejection', () => {
    expect(resumeProblem(null)).toBe(missing);
    expect(resumeProblem({ name: 'photo.png', size: 10 })).toBe(fill(say.wrongType, { name: 'photo.png' }));
    expect(resumeProblem({ name: 'pdf', size: 10 })).toBe(fill(say.wrongType, { name: 'pdf' }));
    expect(resumeProblem({ name: 'big.pdf', size: MAX_RESUME_BYTES + 1 }, PDF)).toBe(
      fill(say.tooBig, { name: 'big.pdf', size: '5.0', limit: 5 }),
    );
    expect(resumeProblem({ name: 'empty.pdf', size: 0 })).toBe(fill(say.empty, { name: 'empty.pdf' }));
    expect(resumeProblem({ name: 'photo.pdf', size: 10 }, PNG)).toBe(fill(say.wrongContent, { name: 'photo.pdf' }));
  });

  it('reads the first bytes of a real file', async () => {
    const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart, new Uint8Array(100)], name);
    await expect(checkResume(file(PDF, 'cv.pdf'))).resolves.toBeNull();
    await expect(checkResume(file(PNG, 'cv.pdf'))).resolves.toBe(fill(say.wrongContent, { name: 'cv.pdf' }));
    await expect(checkResume(null)).resolves.toBe(missing);
  });

  it('formats sizes', () => {
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('resumeOf', () => {
  it('is the chosen file, or null for a file input with nothing chosen', () => {
    const resume = new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' });
    const data = new FormData();
    data.set('resume', resume);
    expect(resumeOf(data)).toBe(resume);
    data.set('resume', new File([], ''));
    expect(resumeOf(data)).toBeNull();
    data.set('resume', 'cv.pdf');
    expect(resumeOf(data)).toBeNull();
    expect(resumeOf(new FormData())).toBeNull();
  });
});
