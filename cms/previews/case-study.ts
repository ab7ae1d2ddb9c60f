/**
 * A case study as its page lays it out (components/case-studies/CaseStudyPage.tsx), with the
 * page's placeholders where a short entry has no detail yet; without the illustration beside
 * the heading (drawn with the site's icon set, which renders with the site's React), the
 * call to action and the similar studies the page ends with, which no entry's fields change.
 */
import caseStudyPages from '@/content/pages/case-studies.yaml';
import { caseStudyDetails, headlineFigure } from '@/lib/case-studies';
import type { CaseStudy } from '@/lib/content/schemas';
import { h } from '../react';
import { backLink, factList, fieldsOf, gradientHero, iconList, section, titleOf, type PreviewProps } from './layout';

const copy = caseStudyPages.detail;

export function CaseStudyPreview(props: PreviewProps) {
  const study = fieldsOf<CaseStudy>(props);
  // It reads only the optional detail fields, which a draft may lack as a saved entry may.
  const details = caseStudyDetails(study as CaseStudy);
  const facts = [
    { label: copy.facts.industry, value: study.industry },
    { label: copy.facts.service, value: titleOf(props, 'services', study.service) },
    { label: copy.facts.client, value: details.client },
  ];
  return h(
    'div',
    null,
    gradientHero({
      crumbs: [caseStudyPages.list.title, study.title],
      eyebrow: copy.eyebrow,
      title: study.title,
      intro: study.description,
      gradient: study.gradient,
      children: [resultBand(study.headline), factList(facts, 'tiles', 'mt-8')],
    }),
    h(
      'div',
      { className: 'container-page section grid gap-12 lg:grid-cols-[2fr_1fr]' },
      h(
        'div',
        { className: 'space-y-12' },
        section(
          { title: copy.headings.challenge },
          h('p', { className: 'mt-4 text-lg leading-relaxed' }, details.challenge),
        ),
        section(
          { title: copy.headings.solution },
          h('p', { className: 'mt-4 text-lg leading-relaxed' }, details.solution),
        ),
        section({ title: copy.headings.results }, iconList(details.results, 'check', 'large', 'text-emerald-700')),
      ),
      section(
        {
          as: 'aside',
          title: copy.headings.techStack,
          titleClassName: 'text-lg font-semibold',
          className: 'card h-fit',
        },
        h(
          'ul',
          { className: 'mt-4 flex flex-wrap gap-2' },
          ...details.techStack.map((tech) =>
            h(
              'li',
              null,
              h(
                'span',
                {
                  className:
                    'inline-block rounded-full px-3 py-1.5 text-sm bg-slate-100 font-medium text-slate-700 text-slate-800',
                },
                tech,
              ),
            ),
          ),
        ),
        backLink(copy.backLink, 'mt-8'),
      ),
    ),
    study.quote ? clientQuote(study.quote, details.client) : null,
  );
}

/** The hero's headline figure, once a draft has its number and unit. */
function resultBand(headline: Partial<CaseStudy['headline']> = {}) {
  const { number, unit = '', label } = headline;
  return h(
    'section',
    { className: 'mt-8 rounded-r-2xl border-l-4 border-quantum-400 bg-brand-950/40 px-5 py-4 sm:px-6' },
    h('h2', { className: 'text-xs font-semibold tracking-wide text-quantum-200 uppercase' }, copy.resultLabel),
    h(
      'p',
      { className: 'mt-2 flex flex-col' },
      h(
        'span',
        { className: 'text-4xl font-bold tracking-tight text-white sm:text-5xl' },
        typeof number === 'number' ? headlineFigure({ number, unit }) : null,
      ),
      h('span', { className: 'mt-1 text-white/90' }, label),
    ),
  );
}

function clientQuote(quote: Partial<NonNullable<CaseStudy['quote']>>, client: string) {
  return section(
    { title: copy.quoteHeading, titleClassName: 'eyebrow', className: 'container-page pb-16 sm:pb-20' },
    h(
      'figure',
      { className: 'mt-4 max-w-4xl border-l-4 border-quantum-500 pl-6' },
      h(
        'blockquote',
        { className: 'text-xl leading-relaxed font-medium text-slate-800 sm:text-2xl' },
        h('p', null, `“${quote.text ?? ''}”`),
      ),
      h(
        'figcaption',
        { className: 'mt-5' },
        h('span', { className: 'block font-semibold text-slate-900' }, quote.person),
        h('span', { className: 'block text-sm text-slate-600' }, `${quote.role ?? ''}, ${client}`),
      ),
    ),
  );
}
