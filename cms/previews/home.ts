/**
 * The home page as app/page.tsx lays it out (components/home/*, components/sections/StatsStrip.tsx)
 * with the words of the entry being edited, which is the home page's copy; each service card
 * shows its service's own entry. Left out is what is drawn with the site's React or comes from
 * the company details: the hero's orbit illustration (wide screens only), the icons (the site's
 * icon set is JSX; their tiles stay, in their colours, so the cards keep their shape), and the
 * contact and statutory details beside the contact form.
 */
import { buttonStyles } from '@/components/ui/button';
import formsCopy from '@/content/pages/forms.yaml';
import type { HomeCopy } from '@/lib/content/copy/home';
import type { Service } from '@/lib/content/schemas';
import { gradientClass } from '@/lib/gradients';
import { h } from '../react';
import { fieldsOf, glyph, sectionHeading, withEntry, type PreviewProps } from './layout';

const form = formsCopy.contactForm;

function hero(copy: Partial<HomeCopy['hero']> = {}) {
  return h(
    'section',
    { className: 'relative overflow-hidden bg-brand-950 text-white' },
    h('div', {
      'aria-hidden': true,
      className:
        'absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(79,70,229,0.35),transparent_60%)]',
    }),
    h(
      'div',
      {
        className: 'container-page relative grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:py-28',
      },
      h(
        'div',
        null,
        h('p', { className: 'text-sm font-semibold tracking-wide text-quantum-300 uppercase' }, copy.eyebrow),
        h('h1', { className: 'mt-4 text-display font-bold tracking-tight text-white' }, copy.heading),
        h('p', { className: 'mt-6 max-w-2xl text-lg leading-relaxed text-slate-200' }, copy.text),
        h(
          'div',
          { className: 'mt-10 flex flex-wrap gap-4' },
          h('span', { className: buttonStyles({ variant: 'accent', size: 'lg' }) }, copy.primary),
          h('span', { className: buttonStyles({ variant: 'onDark', size: 'lg' }) }, copy.secondary),
        ),
      ),
    ),
  );
}

/**
 * A service card (components/services/ServiceCard.tsx). Until the CMS hands the service over, its
 * slug stands in for the title and the brand's gradient for its own.
 */
const serviceCard = (slug: string, cue: string | undefined, service: Partial<Service> = {}) =>
  h(
    'li',
    { className: 'card card-link group relative flex flex-col' },
    h('span', {
      className: `inline-flex h-12 w-12 items-center justify-center rounded-xl text-white ${gradientClass(service.gradient ?? 'navy-sky')}`,
    }),
    h('h3', { className: 'mt-5 text-xl font-semibold' }, service.title || slug),
    h('p', { className: 'mt-3 flex-1 text-slate-600' }, service.description),
    cue
      ? h(
          'p',
          { className: 'mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700' },
          `${cue} `,
          glyph('arrow', 'h-4 w-4'),
        )
      : null,
  );

function services(props: PreviewProps, copy: Partial<HomeCopy['services']> = {}) {
  return h(
    'section',
    { className: 'section' },
    h(
      'div',
      { className: 'container-page' },
      sectionHeading({ eyebrow: copy.eyebrow, title: copy.heading, intro: copy.intro }),
      h(
        'ul',
        { className: 'mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3' },
        ...(copy.slugs ?? []).map((slug) =>
          withEntry<Service>(props, 'services', slug, (service) => serviceCard(slug, copy.cardLink, service)),
        ),
      ),
    ),
  );
}

const stats = (copy: Partial<HomeCopy['stats']> = {}) =>
  h(
    'section',
    { 'aria-label': copy.label, className: 'border-y border-slate-200 bg-slate-50' },
    h(
      'dl',
      { className: 'container-page grid grid-cols-2 gap-8 py-12 text-center lg:grid-cols-4' },
      ...(copy.figures ?? []).map((figure) =>
        h(
          'div',
          { className: 'flex flex-col-reverse' },
          h('dd', { className: 'text-4xl font-bold tracking-tight text-brand-800' }, figure),
        ),
      ),
    ),
  );

const whyChooseUs = (copy: Partial<HomeCopy['whyChooseUs']> = {}) =>
  h(
    'section',
    { className: 'section' },
    h(
      'div',
      { className: 'container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]' },
      sectionHeading({ eyebrow: copy.eyebrow, title: copy.heading, intro: copy.intro }),
      h(
        'ul',
        { className: 'grid gap-5 sm:grid-cols-2' },
        ...(copy.points ?? []).map((point) =>
          h(
            'li',
            { className: 'card flex gap-4' },
            h('span', {
              className:
                'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-quantum-50 text-quantum-700',
            }),
            h(
              'div',
              null,
              h('h3', { className: 'font-semibold' }, point.title),
              h('p', { className: 'mt-1.5 text-sm leading-relaxed text-slate-600' }, point.description),
            ),
          ),
        ),
      ),
    ),
  );

/** The contact form (components/forms/ContactForm.tsx) as it shows before anything is typed. */
const contactForm = () =>
  h(
    'form',
    { className: 'relative space-y-5' },
    ...(['name', 'email', 'message'] as const).map((name) =>
      h(
        'div',
        null,
        h('label', { className: 'field-label' }, form.fields[name]),
        h(name === 'message' ? 'textarea' : 'input', {
          className: 'field-input',
          placeholder: form.placeholders[name],
          rows: name === 'message' ? 5 : undefined,
          // Shows the form; typing belongs on the site.
          readOnly: true,
        }),
      ),
    ),
    h('span', { className: buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' }) }, form.submit),
    h(
      'p',
      { className: 'text-sm text-slate-600' },
      `${formsCopy.privacyNote.text} `,
      h('span', { className: 'font-medium text-brand-700 underline' }, formsCopy.privacyNote.link),
    ),
  );

const contact = (copy: Partial<HomeCopy['contact']> = {}) =>
  h(
    'section',
    { className: 'section bg-slate-50' },
    h(
      'div',
      { className: 'container-page grid gap-12 lg:grid-cols-2' },
      sectionHeading({ eyebrow: copy.eyebrow, title: copy.heading, intro: copy.intro }),
      h(
        'div',
        { className: 'card p-6 sm:p-8' },
        h('h3', { className: 'text-xl font-semibold' }, copy.formHeading),
        h('div', { className: 'mt-6' }, contactForm()),
      ),
    ),
  );

export function HomePreview(props: PreviewProps) {
  const home = fieldsOf<HomeCopy>(props);
  return h(
    'div',
    null,
    hero(home.hero),
    services(props, home.services),
    stats(home.stats),
    whyChooseUs(home.whyChooseUs),
    contact(home.contact),
  );
}
