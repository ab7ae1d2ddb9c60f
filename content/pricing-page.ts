/** Copy of the talent pricing calculator page and its lead dialog. */
export const pricingPage = {
  title: 'Calculate Talent Pricing',
  heading: 'Estimate the monthly cost of your next hire',
  intro:
    'Pick the technology, experience, contract length and work mode to see an indicative monthly rate for a Quantivo professional.',
  description:
    'Estimate monthly costs for Oracle, SAP, Salesforce, DevOps, cloud, Python, React and Java talent by experience, contract duration and work mode.',
  calculator: {
    heading: 'Talent pricing calculator',
    experience: 'Experience level',
    technology: 'Technology',
    duration: 'Contract duration',
    mode: 'Work mode',
    choose: 'Choose…',
    modeLabels: { remote: 'Remote', onsite: 'Onsite', hybrid: 'Hybrid' } as Record<string, string>,
    resultLabel: 'Estimated monthly cost',
    perMonth: 'per month',
    pending: 'Choose all four options to see an estimate.',
    note: 'This is an indicative estimate. Final costs may vary with the exact skills, location, notice period and market conditions.',
  },
  locked: {
    title: 'The calculator is locked',
    text: 'Share a few details so our team can follow up with exact rates and profiles.',
    unlock: 'Unlock Pricing Calculator',
  },
  lead: {
    title: 'Unlock the pricing calculator',
    intro: 'Tell us who you are and what you need. City is optional; everything else is required.',
    fields: {
      name: 'Name',
      company: 'Company Name',
      email: 'Work Email',
      phone: 'Phone Number',
      city: 'City',
      requirement: 'Describe your requirement',
    },
    placeholders: { requirement: 'e.g. Two senior SAP FICO consultants, onsite in Pune, from January' },
    submit: 'Unlock Calculator',
    submitting: 'Submitting...',
    close: 'Close',
    missingTitle: 'Some details are missing',
    success: { title: 'Thank You!', description: 'You can now calculate the estimated pricing.' },
  },
  contactHeading: 'Prefer to talk?',
  contactText: 'Call or write to our talent desk for rates on niche skills, bulk hiring or long engagements.',
} as const;
