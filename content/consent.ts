/**
 * The cookie banner and its settings, shown only in builds with Google Analytics
 * (vanilla-cookieconsent's translation shape). Refusing is as easy as accepting. It imports
 * nothing from site.ts: a second importer in this lazy chunk would keep the whole site object
 * in every page's startup JavaScript.
 */
export const consentCopy = {
  privacyLink: 'Privacy notice',
  consentModal: {
    title: 'May we measure your visit?',
    description: `With your permission, Google Analytics sets cookies to count visits and enquiries on this site, so that we learn which pages help. It gets no name, e-mail or anything you type. Without it, the site works just the same.`,
    acceptAllBtn: 'Accept analytics',
    acceptNecessaryBtn: 'Reject',
    showPreferencesBtn: 'Choose',
  },
  preferencesModal: {
    title: 'Cookie settings',
    acceptAllBtn: 'Accept analytics',
    acceptNecessaryBtn: 'Reject',
    savePreferencesBtn: 'Save my choice',
    closeIconLabel: 'Close',
    sections: [
      {
        title: 'Strictly necessary',
        description:
          'One cookie remembers this choice for six months. A note kept in this tab only (not a cookie) remembers how your visit began, so that an enquiry tells us which page or campaign brought you.',
        linkedCategory: 'necessary',
      },
      {
        title: 'Analytics (Google Analytics 4)',
        description:
          'Counts page views, sent enquiries and applications (the form’s name only) and page speed, with cookies that start with _ga and last up to two years. Google processes the data for us. You can change your mind here at any time; refusing deletes these cookies.',
        linkedCategory: 'analytics',
      },
    ],
  },
} as const;
