import { formatBytes, MAX_RESUME_BYTES, resumeProblem } from './resume';

describe('resume rules', () => {
  it('accepts PDF, DOC and DOCX up to 5 MB, any letter case', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(resumeProblem({ name: 'CV.DOCX', size: MAX_RESUME_BYTES })).toBeNull();
    expect(resumeProblem({ name: 'old.doc', size: 20 })).toBeNull();
  });

  it('explains every rejection', () => {
    expect(resumeProblem(null)).toMatch(/attach your resume/);
    expect(resumeProblem({ name: 'photo.png', size: 10 })).toMatch(/not a PDF, DOC or DOCX/);
    expect(resumeProblem({ name: 'pdf', size: 10 })).toMatch(/not a PDF/);
    expect(resumeProblem({ name: 'big.pdf', size: MAX_RESUME_BYTES + 1 })).toMatch(/5 MB or less/);
    expect(resumeProblem({ name: 'empty.pdf', size: 0 })).toMatch(/empty/);
  });

  it('formats sizes', () => {
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
