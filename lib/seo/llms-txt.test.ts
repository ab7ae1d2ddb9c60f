/** @jest-environment node */
import { GET } from '@/app/llms.txt/route';
import { allJobs, enterpriseServices, jobs, services } from '@/lib/content';
import { site } from '@/lib/content/site';
import { siteUrl } from './metadata';

describe('/llms.txt', () => {
  let text = '';
  beforeAll(async () => {
    text = await GET().text();
  });
  const line = (path: string) => text.split('\n').find((l) => l.includes(`](${siteUrl}${path}index.md)`));

  it('starts with the company’s name and what it does', () => {
    expect(text.startsWith(`# ${site.name}\n\n> ${site.description}\n`)).toBe(true);
  });

  it('links every open job’s Markdown copy, with its title, and no closed job', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(line(`/careers/${job.slug}/`)).toContain(`[${job.title}]`);
    const closed = allJobs.filter((job) => !jobs.includes(job));
    expect(closed.length).toBeGreaterThan(0);
    for (const job of closed) expect(line(`/careers/${job.slug}/`)).toBeUndefined();
  });

  it('links every service and Enterprise IT service, with what its page says of itself', () => {
    for (const service of services) expect(line(`/services/${service.slug}/`)).toMatch(/^- \[[^\]]+\]\([^)]+\): \S/);
    for (const service of enterpriseServices) expect(line(`/services/enterprise-it/${service.slug}/`)).toBeDefined();
  });

  it('says how to reach the company', () => {
    expect(text).toContain(site.email);
    expect(text).toContain(site.phone);
    expect(text).toContain(`](${siteUrl}/#contact)`);
  });
});
