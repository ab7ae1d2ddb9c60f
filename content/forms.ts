/** Form copy: the spec's exact notices and labels, shared by every form's island. */
import type { Problem } from '@/lib/validation';

export const contactForm = {
  fields: { name: 'Name', email: 'Email', message: 'Message' },
  placeholders: { name: 'Your full name', email: 'you@company.com', message: 'Tell us about the role or project' },
  submit: 'Send Message',
  sending: 'Sending...',
  missing: { title: 'Uh oh! Something is missing.', description: 'Please fill out all fields before submitting.' },
  success: { title: 'Message Sent!', description: "Thanks for reaching out! We'll get back to you soon." },
} as const;

/** What pages say when JavaScript is off: the content stays readable, only sending needs it. */
export const noScript = {
  contact: 'Sending this form needs JavaScript, which is turned off in your browser. Write to us or call us instead:',
  pricing:
    'The pricing calculator needs JavaScript, which is turned off in your browser. For rates, write to us or call us:',
  careers:
    'Applying online needs JavaScript, which is turned off in your browser. Send your resume and the role you want to:',
  filters: 'Search and filters need JavaScript, which is turned off in your browser; everything is listed below.',
} as const;

/** Beside a field that needs a change (it also gets aria-invalid and aria-describedby). */
export function fieldMessage(problem: Problem): string {
  switch (problem.type) {
    case 'missing':
      return 'This field is required.';
    case 'email':
      return 'Enter an e-mail address like name@company.com.';
    case 'phone':
      return 'Enter a phone number of 7 to 15 digits; spaces, +, - and brackets are fine.';
    case 'tooLong':
      return `Please keep this to ${problem.max.toLocaleString('en-IN')} characters or fewer (it has ${problem.length.toLocaleString('en-IN')}).`;
  }
}

/** The notice that lists the fields still empty, by their labels. */
export const missingFieldsNotice = (title: string, labels: Record<string, string>) => (missing: string[]) => ({
  title,
  description: `Please fill in: ${missing.map((name) => labels[name]).join(', ')}.`,
});

/** Notices shared by every form (each form keeps its own notice for missing fields). */
export const formNotices = {
  invalid: {
    title: 'Please check your details',
    description: 'Some fields need a change; each one says what beside it.',
  },
  notSent: {
    title: 'Your message was not sent',
    timeout: 'The server took too long to answer. Everything you entered is still here; please try again.',
    network:
      'We could not reach the server. Check your connection and try again; everything you entered is still here.',
    http: (status: number) =>
      `The server answered with an error (${status}). Everything you entered is still here; please try again.`,
  },
} as const;

export const resumeMessages = {
  missing: 'Please attach your resume (PDF, DOC or DOCX, up to 5 MB).',
  wrongType: (name: string) =>
    `“${name}” is not a PDF, DOC or DOCX file. Please choose your resume in one of those formats.`,
  wrongContent: (name: string) =>
    `“${name}” does not contain a PDF, DOC or DOCX document. Please choose your resume file itself.`,
  tooBig: (name: string, megabytes: string) => `“${name}” is ${megabytes} MB. Please attach a file of 5 MB or less.`,
  empty: (name: string) => `“${name}” is empty. Please choose another file.`,
} as const;

/** Under each form's submit button. */
export const privacyNote = { text: 'What we do with these details:', link: 'Privacy notice' } as const;

/** The honeypot's label; only bots, which fill every field, ever see it. */
export const honeypotLabel = 'Leave this field empty';
