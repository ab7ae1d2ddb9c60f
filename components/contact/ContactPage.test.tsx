/**
 * /contact/, the address a buyer types: the home page's contact form, the office, the hours, the
 * reply time and the grievance officer, each from Company details.
 */
import { render, screen, within } from '@testing-library/react';
import contactCopy from '@/content/copy/contact.yaml';
import formsCopy from '@/content/copy/forms.yaml';
import { contactPage } from '@/lib/pages/company';
import { paths } from '@/lib/paths';
import { formatAddress, site } from '@/lib/content/site';
import { ContactPage } from './ContactPage';

const form = formsCopy.contactForm;

it('shows the contact form, the office, the hours, the reply time and the grievance officer', () => {
  render(<ContactPage page={contactPage.describe()} />);
  expect(screen.getByRole('heading', { level: 1, name: contactCopy.heading })).toBeInTheDocument();

  const formSection = screen.getByRole('region', { name: contactCopy.formHeading });
  for (const label of [form.fields.name, form.fields.email, form.fields.message])
    expect(within(formSection).getByLabelText(label)).toBeInTheDocument();
  expect(within(formSection).getByRole('button', { name: form.submit })).toBeInTheDocument();

  const details = screen.getByRole('region', { name: contactCopy.detailsHeading });
  expect(within(details).getByText(formatAddress())).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    expect.stringMatching(/^tel:/),
  );
  expect(within(details).getByText(contactCopy.hours).nextElementSibling).toHaveTextContent(site.promises.officeHours);
  expect(within(details).getByText(contactCopy.reply).nextElementSibling).toHaveTextContent(site.promises.enquiryReply);
  // The introduction names the reply time by reference, filled in from Company details.
  expect(screen.getByText(new RegExp(`within ${site.promises.enquiryReply}`))).toBeInTheDocument();

  const grievance = screen.getByRole('region', { name: contactCopy.grievance.heading });
  expect(grievance).toHaveTextContent(site.grievanceOfficer.name);
  expect(within(grievance).getByRole('link', { name: site.grievanceOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${site.grievanceOfficer.email}`,
  );
  expect(grievance).toHaveTextContent(`within ${site.promises.grievanceAcknowledgement}`);
  expect(within(grievance).getByRole('link', { name: contactCopy.grievance.link })).toHaveAttribute(
    'href',
    paths.privacy,
  );
});

it('is a ContactPage in its structured data, about the company and its contact points', () => {
  const page = contactPage.describe();
  expect(page.path).toBe(paths.contactPage);
  const ld = page.jsonLd[0] as unknown as { '@type': string; mainEntity: { contactPoint: unknown[] } };
  expect(ld['@type']).toBe('ContactPage');
  expect(ld.mainEntity.contactPoint).toHaveLength(2);
});
