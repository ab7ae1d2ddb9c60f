/** @jest-environment node */
import { jobSchema, type Job } from '@/lib/content/collections/jobs';
import { leaderSchema } from '@/lib/content/collections/leaders';
import { postSchema } from '@/lib/content/collections/posts';
import { productSchema } from '@/lib/content/collections/products';
import { paths } from '../paths';
import { siteUrl } from './metadata';
import { site } from '../content/site';
import {
  blogPostingLd,
  breadcrumbLd,
  jobPostingLd,
  organizationLd,
  personLd,
  productPageLd,
  trail,
} from './structured-data';

/** What a crawler reads: the JSON-LD each kind of page writes, from entries of our own. */
const url = (path: string) => `${siteUrl}${path}`;
const headings = { responsibilities: 'What you will do', requirements: 'What you bring', offer: 'What we offer' };

const job = (fields: Partial<Job> = {}): Job => ({
  ...jobSchema.parse({
    title: 'Platform Engineer',
    location: 'Pune',
    role: 'Engineering',
    experience: '5+ years',
    summary: 'Run Kubernetes platforms & CI/CD for <client> products, with a small and supportive team in Pune.',
    employmentType: 'CONTRACTOR',
    datePosted: '2026-11-01',
    validThrough: '2027-01-31',
    responsibilities: ['Run clusters.', 'Build pipelines.', 'Write Terraform.'],
    requirements: ['Five years of platform work.', 'Kubernetes.', 'Bash & Python.'],
    offer: ['Health cover.', 'A learning budget.'],
  }),
  slug: 'platform-engineer',
  ...fields,
});

describe('JobPosting', () => {
  it('states the job as Google reads it: dates, type, employer, address and its own page', () => {
    const ld = jobPostingLd(job(), headings);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Platform Engineer',
      datePosted: '2026-11-01',
      validThrough: '2027-01-31',
      employmentType: 'CONTRACTOR',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: site.name, value: 'platform-engineer' },
      hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: url(paths.home) },
      experienceRequirements: '5+ years',
      occupationalCategory: 'Engineering',
      url: url(paths.job('platform-engineer')),
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Pune',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
      },
    });
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('describes the job in the simple HTML Google accepts, every word of the entry escaped', () => {
    expect(jobPostingLd(job(), headings).description).toBe(
      '<p>Run Kubernetes platforms &amp; CI/CD for &lt;client&gt; products, with a small and supportive team in Pune.</p>' +
        '<h3>What you will do</h3><ul><li>Run clusters.</li><li>Build pipelines.</li><li>Write Terraform.</li></ul>' +
        '<h3>What you bring</h3><ul><li>Five years of platform work.</li><li>Kubernetes.</li><li>Bash &amp; Python.</li></ul>' +
        '<h3>What we offer</h3><ul><li>Health cover.</li><li>A learning budget.</li></ul>',
    );
  });

  it('says a remote job is worked from anywhere in India, with no office address', () => {
    const ld = jobPostingLd(job({ location: 'Remote' }), headings);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });
});

describe('BlogPosting', () => {
  const post = {
    ...postSchema.parse({
      title: 'Moving ERP to the cloud',
      date: '2026-10-02',
      category: 'ERP',
      tags: ['SAP', 'Cloud'],
      excerpt: 'What to move first.',
      author: 'neha-kapoor',
    }),
    author: { slug: 'neha-kapoor', name: 'Neha Kapoor', role: 'Principal Consultant' },
    slug: 'moving-erp',
    html: '<p>Text.</p>',
    minutes: 4,
  };

  it('names the headline, dates, section, tags, the author by her name, and the article’s page', () => {
    expect(blogPostingLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Moving ERP to the cloud',
      description: 'What to move first.',
      datePublished: '2026-10-02',
      dateModified: '2026-10-02',
      articleSection: 'ERP',
      keywords: 'SAP, Cloud',
      author: { '@type': 'Person', name: 'Neha Kapoor' },
      publisher: { '@type': 'Organization', name: site.name },
      url: url(paths.post('moving-erp')),
      mainEntityOfPage: url(paths.post('moving-erp')),
    });
  });
});

describe('a product page', () => {
  const { images, ...fields } = productSchema.parse({
    group: 'networking',
    order: 10,
    title: 'Edge Router',
    summary: 'A router for branch offices, with two WAN links and failover between them.',
    overview: ['One paragraph.'],
    uses: ['Branches', 'Retail', 'Clinics', 'Schools'],
    certifications: ['BIS'],
    images: [{ src: '/images/products/edge-router-1.svg', caption: 'The router, front' }],
    gradient: 'sky-indigo',
    specs: Array.from({ length: 6 }, (_, i) => ({ name: `Spec ${i + 1}`, value: i })),
  });
  const product = {
    ...fields,
    slug: 'edge-router',
    images: images.map((image) => ({ ...image, width: 800, height: 600 })),
  };

  it('is an ItemPage, never a Product with no price to back it', () => {
    const ld = productPageLd(product, 'Networking');
    expect(ld).toMatchObject({
      '@type': 'ItemPage',
      '@id': url(paths.product('edge-router')),
      name: 'Edge Router',
      description: 'A router for branch offices, with two WAN links and failover between them.',
      keywords: 'Networking, Branches, Retail, Clinics, Schools',
    });
    expect(ld.image).toEqual([expect.stringMatching(/^https:\/\/.+\/images\/products\/edge-router-1\.svg$/)]);
    expect(JSON.stringify(ld)).not.toMatch(/"offers"|"Product"/);
  });
});

describe('Organization', () => {
  it('carries the statutory facts of content/site.yaml: legal name, CIN, GSTIN, address, grievance officer', () => {
    const ld = organizationLd();
    expect(ld).toMatchObject({
      '@type': 'Organization',
      '@id': `${url(paths.home)}#organization`,
      name: site.name,
      legalName: site.legal.name,
      taxID: site.legal.gstin,
      identifier: { '@type': 'PropertyValue', propertyID: 'CIN', value: site.legal.cin },
      address: {
        '@type': 'PostalAddress',
        postalCode: site.address.postalCode,
        addressCountry: site.address.countryCode,
      },
    });
    expect(ld).toMatchObject({
      contactPoint: [
        { contactType: 'sales', email: site.email },
        { contactType: 'grievance officer', email: site.grievanceOfficer.email },
      ],
    });
  });
});

describe('Person', () => {
  it('names a leader, their role, portrait and page, working for the company', () => {
    const leader = {
      ...leaderSchema.parse({
        person: 'asha-rao',
        image: { src: '/images/leaders/asha-rao.jpg', alt: 'Portrait of Asha Rao' },
        summary: 'Runs delivery across the staffing and technology services practices.',
        bio: ['One paragraph.'],
        competencies: ['Delivery', 'Hiring', 'Governance'],
        order: 30,
      }),
      slug: 'asha-rao',
      person: { slug: 'asha-rao', name: 'Asha Rao', role: 'Head of Delivery' },
    };
    const ld = personLd({ ...leader, image: { ...leader.image, width: 600, height: 720 } });
    expect(ld).toMatchObject({
      '@type': 'Person',
      name: 'Asha Rao',
      jobTitle: 'Head of Delivery',
      url: url(paths.leader('asha-rao')),
      worksFor: { '@type': 'Organization', name: site.name },
      knowsAbout: ['Delivery', 'Hiring', 'Governance'],
    });
    expect(ld).toMatchObject({ image: expect.stringMatching(/^https:\/\/.+\/images\/leaders\/asha-rao\.jpg$/) });
  });
});

describe('BreadcrumbList', () => {
  it('lists the trail from the home page to the page itself, numbered, every step a full address', () => {
    const crumbs = trail(
      { label: 'Careers', href: paths.careers },
      { label: 'Platform Engineer', href: paths.job('x') },
    );
    const ld = breadcrumbLd(crumbs);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: crumbs[0]!.label, item: url(paths.home) },
      { '@type': 'ListItem', position: 2, name: 'Careers', item: url(paths.careers) },
      { '@type': 'ListItem', position: 3, name: 'Platform Engineer', item: url(paths.job('x')) },
    ]);
  });
});
