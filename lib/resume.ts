/** Resume upload rules for the application form: PDF, DOC or DOCX up to 5 MB. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const EXTENSIONS = ['pdf', 'doc', 'docx'];

export function resumeProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return 'Please attach your resume (PDF, DOC or DOCX, up to 5 MB).';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension) || !file.name.includes('.')) {
    return `“${file.name}” is not a PDF, DOC or DOCX file. Please choose your resume in one of those formats.`;
  }
  if (file.size > MAX_RESUME_BYTES) {
    return `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB. Please attach a file of 5 MB or less.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Please choose another file.`;
  return null;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
