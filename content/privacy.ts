/** The privacy notice: what each form collects, why, where it goes, how long it is kept. */
import { site } from '@/lib/site';

export interface PrivacySection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const privacy = {
  title: 'Privacy',
  heading: 'How we handle the details you send us',
  description: `What ${site.name} collects through the contact, pricing and job application forms, why, where it goes, how long it is kept and whom to ask.`,
  intro:
    'This site has no accounts, no tracking cookies and no advertising. The only personal details we receive are the ones you type into one of our three forms.',
  sections: [
    {
      heading: 'What each form collects and why',
      paragraphs: ['Each form asks only for what we need to answer you:'],
      items: [
        'Contact form (home page): your name, e-mail address and message, so that we can reply to your enquiry.',
        'Pricing calculator: your name, company, work e-mail, phone number, city (optional) and a description of your requirement, so that our team can follow up with exact rates and matching profiles.',
        'Job application: your full name, e-mail address, phone number, your resume and the role you applied for, so that our recruiters can assess your application and contact you.',
      ],
    },
    {
      heading: 'Where it goes',
      paragraphs: [
        'When you send a form, your browser sends it over an encrypted connection to the hosted form service we use to receive enquiries, which delivers it to our team’s inbox. Nothing you type is stored in your browser, written to its console or added to the page address.',
        'We do not sell your details or share them with anyone else. The form service processes them on our behalf and only to deliver them to us.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries and pricing requests are kept for up to 24 months after our last conversation with you, then deleted. Applications and resumes are kept for up to 12 months after the role is filled, unless you ask us to consider you for future roles for longer.',
        'We delete the copy held by the form service once the submission has reached our inbox.',
      ],
    },
    {
      heading: 'Your choices and whom to ask',
      paragraphs: [
        `You can ask to see, correct or delete what we hold about you, or withdraw an application, at any time. Write to ${site.email} or call ${site.phone}; we answer within 30 days.`,
      ],
    },
  ] satisfies readonly PrivacySection[],
} as const;
