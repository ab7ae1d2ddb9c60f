/** Form copy: the spec's exact notices and labels, shared by every form's island. */
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
  pricing: 'The pricing calculator needs JavaScript, which is turned off in your browser. For rates, write to us or call us:',
  careers: 'Applying online needs JavaScript, which is turned off in your browser. Send your resume and the role you want to:',
  filters: 'Search and filters need JavaScript, which is turned off in your browser; everything is listed below.',
  training: 'Requesting a trainer online needs JavaScript. Write to us or call us instead:',
} as const;
