/**
 * The text pages as this build shows them: their copy (content/copy/privacy.yaml,
 * accessibility.yaml) with the company facts (content/site.yaml) filled in, and the privacy
 * notice's texts about analytics for the provider the build was made with.
 */
import { analyticsSettings, type Provider } from '../analytics/providers';
import { companyFacts, type CompanyFacts } from './company-facts';
import type { AnalyticsBlock, PrivacyCopy } from '../content/copy/privacy';
import accessibilityCopy from '@/content/copy/accessibility.yaml';
import privacyCopy from '@/content/copy/privacy.yaml';
import { fill } from '../text/fill';
import { site } from './site';

/** A text page's copy: the privacy notice, the accessibility statement (lib/content/copy/statement.ts). */
export type Statement = Pick<typeof accessibilityCopy, 'title' | 'heading' | 'description' | 'intro' | 'sections'>;
type Section = Statement['sections'][number];

const mapTexts = (sections: readonly Section[], texts: (list: readonly string[]) => string[]) =>
  sections.map((section) => ({
    ...section,
    paragraphs: texts(section.paragraphs),
    ...(section.items && { items: texts(section.items) }),
  }));

export function withFacts<T extends Statement>(page: T, facts: CompanyFacts): T {
  return {
    ...page,
    description: fill(page.description, facts),
    intro: fill(page.intro, facts),
    sections: mapTexts(page.sections, (list) => list.map((text) => fill(text, facts))),
  };
}

/**
 * The privacy notice of a build with `provider` analytics ('' for none): each paragraph or item
 * that is an analytics placeholder (lib/content/copy/privacy.ts) becomes that provider's texts,
 * or nothing.
 */
export function privacyNotice({ analytics, ...page }: PrivacyCopy, provider: Provider, facts: CompanyFacts) {
  const blocks: Record<AnalyticsBlock, readonly string[]> = {
    analytics: analytics[provider || 'none'],
    analyticsProcessor: provider ? [analytics.processor] : [],
    cookieSettings: provider === 'ga4' ? [analytics.cookieSettings] : [],
  };
  const expand = (text: string) => {
    const block = /^\{(\w+)\}$/.exec(text)?.[1];
    return block && Object.hasOwn(blocks, block) ? blocks[block as AnalyticsBlock] : [text];
  };
  const sections = mapTexts(page.sections, (list) => list.flatMap(expand));
  return withFacts({ ...page, sections }, facts);
}

const facts = companyFacts(site);
export const privacy = privacyNotice(privacyCopy, analyticsSettings().provider, facts);
export const accessibility = withFacts(accessibilityCopy, facts);
