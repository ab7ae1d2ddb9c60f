/**
 * The privacy notice, shaped to India's Digital Personal Data Protection Act 2023 and the DPDP
 * Rules 2025: per form, what is collected, why, on what basis, for how long and who processes it;
 * the visitor's rights, how to withdraw consent and whom to complain to. The analytics section
 * follows the provider this build was made with (ANALYTICS_PROVIDER, README → Measuring visits).
 */
import { site } from '@/lib/site';

export interface PrivacySection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

type Provider = '' | 'plausible' | 'umami' | 'ga4';

const analyticsText: Record<Provider, readonly string[]> = {
  '': ['This site measures nothing about your visit: it loads no analytics and sets no cookies.'],
  plausible: [
    'We count visits with Plausible Analytics, which sets no cookies and stores nothing on your device. Your browser sends it the page address (without any query except campaign tags), the referring website’s address (its origin only), and events such as “lead sent” with the form’s name, never what you typed, plus page-speed figures (Core Web Vitals).',
    'Plausible sees your IP address and browser when your browser contacts it, turns them into a daily-changing code to count unique visitors and keeps neither. It processes this data for us as a processor, under its data processing agreement, and keeps only aggregate statistics.',
  ],
  umami: [
    'We count visits with Umami, which sets no cookies and stores nothing on your device. Your browser sends it the page address (without any query except campaign tags), the referring website’s origin, the page title, your browser language and screen size, and events such as “lead sent” with the form’s name, never what you typed, plus page-speed figures (Core Web Vitals).',
    'Umami sees your IP address and browser when your browser contacts it and uses them only to count unique visitors and approximate country, without storing the IP address. It runs for us as a processor and keeps only aggregate statistics.',
  ],
  ga4: [
    'Only if you accept analytics in the cookie banner, we use Google Analytics 4. Until then, and if you refuse, nothing is sent to Google and no analytics cookie is set; one necessary cookie remembers your choice for six months. Advertising features and Google signals stay off in every case.',
    'With your consent, Google Analytics sets cookies starting with _ga (up to two years) and receives the page address (without any query except campaign tags), the referring website’s origin, events such as “generate_lead” with the form’s name, never what you typed, and page-speed figures (Core Web Vitals). Google processes this data for us as a processor under its data processing terms, possibly outside India, and we keep it for 14 months. Change your mind at any time with “Cookie settings” at the foot of every page; refusing deletes the _ga cookies.',
  ],
};

export function privacyNotice(provider: Provider) {
  return {
    title: 'Privacy',
    heading: 'How we handle your personal data',
    description: `What ${site.name} collects through its forms and analytics, why, for how long, who processes it, and your rights under India’s DPDP Act 2023.`,
    intro: `${site.legal.name} is the Data Fiduciary for the personal data you give us on this site. We collect only what each form needs, use it only for the purpose stated here, and never sell it.`,
    updatedLabel: 'Last updated',
    updated: '2026-11-24',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${site.legal.name} (CIN ${site.legal.cin}), registered office ${site.legal.registeredOffice}. E-mail ${site.email}, phone ${site.phone}.`,
        ],
      },
      {
        heading: 'What each form collects, why, and for how long',
        paragraphs: [
          'Each form asks only for what we need to answer you. Enquiries are handled as a legitimate use under section 7(a) of the DPDP Act: you send them to us for that purpose. Job applications are handled with your consent, given by ticking the box in the form.',
        ],
        items: [
          'Contact form (home page): your name, e-mail address and message, to reply to your enquiry. Kept for up to 24 months after our last conversation with you.',
          'Pricing calculator: your name, company, work e-mail, phone number, city (optional) and your requirement, to follow up with rates and matching profiles. Kept for up to 24 months after our last conversation with you.',
          'Quote request (service pages): your name, company, work e-mail, phone number and what you need, to prepare and send a quote. Kept for up to 24 months after our last conversation with you.',
          'Job application: your full name, e-mail address, phone number, resume and the role, to assess your application and contact you about it. Kept for up to 12 months after the role is filled, or until you withdraw consent, whichever comes first.',
          'Request a Trainer (training page) collects nothing: it tells you to write or call us instead.',
          'With every form: where your visit came from (campaign tags such as utm_source, the first page you opened, the referring website’s origin) and the page you sent it from, so that we learn which pages and campaigns bring enquiries. This never includes your name or what you typed elsewhere. It is kept with the message.',
        ],
      },
      {
        heading: 'What stays in your browser',
        paragraphs: [
          'To fill in “where your visit came from”, this site keeps a note in your browser tab (session storage, not a cookie) of the campaign tags, the first page and the referring website’s origin. It is never sent anywhere by itself, goes only with a form you choose to send, and is deleted when you close the tab. As it is strictly necessary for the enquiry you ask us to handle, it needs no cookie banner. Nothing you type into a form is stored in your browser.',
        ],
      },
      { heading: 'Measuring visits', paragraphs: analyticsText[provider] },
      {
        heading: 'Who processes your data for us',
        paragraphs: [
          'These processors act only on our instructions, under contracts that bind them to protect your data:',
        ],
        items: [
          'Our form service (for example Formspree or Getform) receives what you send over an encrypted connection and delivers it to our team’s inbox. We delete its copy once the submission has reached us.',
          'Our web host serves the pages and, like every web server, logs IP addresses and browsers for security; these logs are kept for one year, the minimum the DPDP Rules 2025 set for logs of processing, then deleted.',
          ...(provider ? ['Our analytics provider, as described under “Measuring visits”.'] : []),
          'Our e-mail provider, where enquiries and applications are kept for the periods above.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under sections 11 to 14 of the DPDP Act you may ask us for a summary of the personal data we hold about you and how we use it and with whom we shared it; have it corrected, completed, updated or erased; have your grievance handled; and nominate someone to act for you if you die or become unable to. Write to us from the address you used; we answer within 30 days.',
        ],
      },
      {
        heading: 'Withdrawing consent',
        paragraphs: [
          `Withdrawing is as easy as giving consent: write to ${site.grievanceOfficer.email} or ${site.email}, for example “Please withdraw my application for the React developer role”. We then stop processing and erase your resume and details within 30 days, unless a law requires us to keep them. Processing before you withdrew stays lawful.${provider === 'ga4' ? ' For analytics cookies, use “Cookie settings” at the foot of any page.' : ''}`,
        ],
      },
      {
        heading: 'Grievance Officer',
        paragraphs: [
          `Our Grievance Officer is ${site.grievanceOfficer.name}, ${site.legal.name}, ${site.legal.registeredOffice}, e-mail ${site.grievanceOfficer.email}. We acknowledge a grievance within 7 days and resolve it within 30 days at the latest (the Rules allow up to 90). If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
        ],
      },
      {
        heading: 'Security, breaches, children',
        paragraphs: [
          'Everything travels over encrypted connections and only the staff who answer enquiries or recruit see it. If a breach affects your data we tell you and the Data Protection Board without delay, as the Rules require. This site is not meant for children: job applicants must be 18 or older, and we do not knowingly collect a child’s data.',
        ],
      },
    ] satisfies readonly PrivacySection[],
  };
}

/** The notice as this build presents it (its analytics provider is fixed at build time). */
export const privacy = privacyNotice((process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER ?? '') as Provider);
