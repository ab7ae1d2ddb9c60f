/** Copy of the careers page, its filters and the application dialog. */
export const careersPage = {
  title: 'Careers',
  heading: 'Build the future of enterprise technology with us',
  intro:
    'Join engineers, consultants and researchers who ship real systems for banks, manufacturers and governments, with time set aside to learn quantum, cloud and AI.',
  description:
    'Careers at Quantivo Technologies: open roles in React, Oracle Fusion, SAP S/4HANA, cloud security, quantum ML research and DevOps in India.',
  filters: {
    searchLabel: 'Search by job title',
    searchPlaceholder: 'e.g. React, SAP, DevOps',
    role: 'Role',
    location: 'Location',
    experience: 'Experience',
    anyRole: 'All roles',
    anyLocation: 'All locations',
    anyExperience: 'Any experience',
    experienceOption: (n: string) => `${n}+ years`,
  },
  noMatch: 'No matching job openings found. Try adjusting your filters.',
  clear: 'Clear filters',
  noun: 'openings',
  listLabel: 'Job openings',
  apply: 'Apply Now',
  dialog: {
    title: (job: string) => `Apply for ${job}`,
    intro: 'All fields are required. Your resume can be a PDF, DOC or DOCX file of up to 5 MB.',
    fields: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      resume: 'Resume',
      consent: 'Consent to process your CV',
    },
    /** The DPDP Act 2023 consent for the resume (worded without "resume", the file field's label): unticked until the candidate ticks it. */
    consent:
      'I agree that Quantivo Technologies may process the CV and details I send to assess my application, and keep them for up to 12 months after the role is filled. I can withdraw this consent at any time (see the privacy notice).',
    consentMissing: 'Please tick the box to agree, or we cannot process your application.',
    fileChosen: 'Selected file:',
    fileHint: 'PDF, DOC or DOCX, up to 5 MB',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    cancel: 'Cancel',
    close: 'Close',
    missingTitle: 'Some details are missing',
    fileProblemTitle: 'Please check your resume',
    success: {
      title: 'Application Submitted!',
      description: (job: string) => `Thank you for applying for the ${job} position. We will review your application.`,
    },
  },
  labels: { location: 'Location', role: 'Role', experience: 'Experience', posted: 'Posted' },
  /** The page of one opening. */
  job: {
    eyebrow: 'Job opening',
    detailsHeading: 'Details',
    details: {
      role: 'Role',
      location: 'Location',
      experience: 'Experience',
      employmentType: 'Employment type',
      posted: 'Posted',
      validThrough: 'Apply by',
    },
    employmentTypes: { FULL_TIME: 'Full-time', CONTRACTOR: 'Contract' },
    sections: { responsibilities: 'What you will do', requirements: 'What you bring', offer: 'What we offer' },
    applyIntro: 'Send your resume with the form: it takes a minute.',
    back: 'All openings',
    closed: {
      title: 'This position is closed',
      text: 'Applications for this role closed on',
      next: 'We are no longer accepting applications for it. See the roles open now, or write to us and we will keep your résumé for the next opening that fits.',
      link: 'See current openings',
    },
  },
} as const;
