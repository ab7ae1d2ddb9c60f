import legalCopy from '@/content/copy/legal.yaml';
import { site } from '@/lib/content/site';
import { Pairs } from '@/components/ui/Pairs';
import { ContactLink } from '@/components/ui/ContactLink';

const copy = legalCopy.companyDetails;

/**
 * The statutory details rule 26 of the Companies (Incorporation) Rules 2014 asks for on the
 * home page, plus the GSTIN vendor onboarding asks for; all from content/site.yaml. The footer
 * shows them on every page, the home page included, so no page repeats them; drawn for its dark band.
 */
export function CompanyDetails() {
  const link = 'text-slate-200 underline decoration-white/40 underline-offset-4 hover:decoration-2';
  const rows = [
    { label: copy.labels.legalName, value: site.legal.name },
    { label: copy.labels.registeredOffice, value: site.legal.registeredOffice },
    { label: copy.labels.cin, value: site.legal.cin },
    { label: copy.labels.gstin, value: site.legal.gstin },
    {
      label: copy.labels.phone,
      value: <ContactLink kind="tel" value={site.phone} className={link} />,
    },
    {
      label: copy.labels.email,
      value: <ContactLink kind="mailto" value={site.email} className={link} />,
    },
    {
      label: copy.labels.grievanceOfficer,
      value: (
        <>
          {site.grievanceOfficer.name},{' '}
          <ContactLink kind="mailto" value={site.grievanceOfficer.email} className={link} />
        </>
      ),
    },
  ];
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{copy.heading}</h2>
      <Pairs
        pairs={rows}
        look="details"
        className="mt-3 grid gap-x-4 gap-y-1.5 text-sm text-slate-300 sm:grid-cols-[auto_1fr]"
      />
    </div>
  );
}
