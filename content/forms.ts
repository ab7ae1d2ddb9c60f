/** Form copy: the spec's exact notices and labels, shared by every form's island. */
export const contactForm = {
  fields: { name: 'Name', email: 'Email', message: 'Message' },
  placeholders: { name: 'Your full name', email: 'you@company.com', message: 'Tell us about the role or project' },
  submit: 'Send Message',
  sending: 'Sending...',
  missing: { title: 'Uh oh! Something is missing.', description: 'Please fill out all fields before submitting.' },
  success: { title: 'Message Sent!', description: "Thanks for reaching out! We'll get back to you soon." },
  noScript: 'Sending this form needs JavaScript. You can also write to us or call us directly:',
} as const;
