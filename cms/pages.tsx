/**
 * A preview is the page: the site's own templates rendered to HTML with the draft checked by the
 * build's schema, so what an editor sees is what will be published. What only the build knows
 * (the other entries, menus) comes from the saved content bundled in.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static.browser';
import { z } from 'zod';
import Home from '@/app/page';
import About from '@/app/about/page';
import Training from '@/app/training/page';
import Pricing from '@/app/calculate-talent-pricing/page';
import Careers from '@/app/careers/page';
import Blog from '@/app/blog/page';
import CaseStudies from '@/app/case-studies/page';
import Services from '@/app/services/page';
import EnterpriseHub from '@/app/services/enterprise-it/page';
import Products from '@/app/products/page';
import Quote from '@/app/quote/page';
import Privacy from '@/app/privacy/page';
import Accessibility from '@/app/accessibility/page';
import NotFound from '@/app/not-found';
import { LeaderPage } from '@/components/about/LeaderPage';
import { PostPage } from '@/components/blog/PostPage';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ServicePage } from '@/components/services/ServicePage';
import { collectionDefs, type CollectionDef } from '@/lib/content/collections';
import type { Person } from '@/lib/content/collections/people';
import {
  content,
  enterpriseGroups,
  getEnterpriseGroup,
  getService,
  leaders,
  people,
  posts,
  services,
} from '@/lib/content';
import { check, ContentError } from '@/lib/content/load';
import { personOf } from '@/lib/content/references';
import { singletons } from '@/lib/content/singletons';
import { describeLeader } from '@/lib/kinds/leaders';
import { describePost } from '@/lib/kinds/posts';
import { describeService } from '@/lib/kinds/services';
import { site } from '@/lib/content/site';
import { kindTemplates } from './kind-templates';
import { withCopy, withEntry } from './saved';

type Data = Record<string, unknown>;

/** An entry as the CMS's form holds it: its slug and its fields, the Markdown body among them. */
export interface Draft {
  slug: string;
  data: Data;
}

/** A draft's fields through a schema, or the problems in the content check's words. */
function checked<S extends z.ZodType>(schema: S, file: string, data: Data): z.output<S> {
  const result = check(schema, file, { data, body: '', bodyLine: 1, lineOf: () => 1 });
  if (result.problems.length) throw new ContentError(result.problems);
  return result.value as z.output<S>;
}

function entryOf<S extends z.ZodObject>(def: CollectionDef<S>, { slug, data }: Draft) {
  const { body = '', ...fields } = data;
  const file = `${def.folder}/${slug}.${def.format}`;
  return { ...checked(def.schema, file, fields), slug, body: String(body), file };
}

type Render = (page: ReactNode) => Promise<string>;

/** An entry's page, by its collection. Pictures have no size read from their file here. */
const entryPages: Record<string, (draft: Draft, render: Render) => Promise<string>> = {
  // A kind's page: the draft through its collection's schema, completed as its kind says from the
  // saved content, drawn by its template (cms/kind-templates.tsx).
  ...Object.fromEntries(
    kindTemplates.map((kind) => [
      kind.collection.name,
      (draft: Draft, render: Render) => {
        const { file, body, ...fields } = entryOf(kind.collection, draft);
        return render(kind.page({ fields, body, file }, content));
      },
    ]),
  ),
  /** A testimonial shows on its service's page, in its place among the others. */
  async testimonials(draft, render) {
    const fields = entryOf(collectionDefs.testimonials, draft);
    const testimonial = { ...fields, person: personOf(people, fields.person) };
    const service = getService(testimonial.service);
    if (!service) return render(null);
    const testimonials = [...service.testimonials];
    return withEntry(testimonials, testimonial, () =>
      render(<ServicePage service={{ ...service, testimonials }} page={describeService(service)} />),
    );
  },
  /** A group of Enterprise IT services shows on their hub. */
  'enterprise-groups'(draft, render) {
    const fields = entryOf(collectionDefs.enterpriseGroups, draft);
    const group = { ...fields, services: getEnterpriseGroup(fields.slug)?.services ?? [] };
    return withEntry(enterpriseGroups, group, () => render(<EnterpriseHub />));
  },
  /** A person shows where the site names them: their profile, else their quote, else their article. */
  people(draft, render) {
    const person = entryOf(collectionDefs.people, draft) as unknown as Person;
    const same = (other: Person) => other.slug === person.slug;
    const saved = leaders.find((l) => same(l.person));
    const leader = saved && { ...saved, person };
    if (leader) return render(<LeaderPage leader={leader} page={describeLeader(leader)} />);
    const service = services.find((s) => s.testimonials.some((t) => same(t.person)));
    if (service) {
      const testimonials = service.testimonials.map((t) => (same(t.person) ? { ...t, person } : t));
      return render(<ServicePage service={{ ...service, testimonials }} page={describeService(service)} />);
    }
    const written = posts.find((p) => same(p.author));
    const post = written && { ...written, author: person };
    return render(post && <PostPage post={post} page={describePost(post)} />);
  },
};

/**
 * Each page of copy by the route that shows it; the copy several pages share (menus, forms,
 * footer, company details) shows on the home page, in the header and footer every page has.
 */
const copyPages: Record<string, () => ReactNode> = {
  home: () => <Home />,
  about: () => <About />,
  leader: () => leaders[0] && <LeaderPage leader={leaders[0]} page={describeLeader(leaders[0])} />,
  training: () => <Training />,
  pricing: () => <Pricing />,
  careers: () => <Careers />,
  'blog-page': () => <Blog />,
  'case-studies-page': () => <CaseStudies />,
  'service-pages': () => <Services />,
  'enterprise-hub': () => <EnterpriseHub />,
  'product-pages': () => <Products />,
  quote: () => <Quote />,
  privacy: () => <Privacy />,
  accessibility: () => <Accessibility />,
  'not-found': () => <NotFound />,
  // A kind's own page of copy (lib/kinds/define.ts) shows on its list.
  ...Object.fromEntries(kindTemplates.flatMap(({ copy }) => (copy ? [[copy.name, copy.page]] : []))),
};

async function rendered(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** A page inside the header and footer every page has (app/layout.tsx). */
const inLayout: Render = (page) =>
  rendered(
    <>
      <Header />
      <main id="main" className="flex-1">
        {page}
      </main>
      <Footer />
    </>,
  );

/** The preview of a draft, as HTML; an entry that does not pass its schema yet lists why. */
export async function previewHtml(name: string, draft: Draft): Promise<string> {
  try {
    const entryPage = entryPages[name];
    if (entryPage) return await entryPage(draft, inLayout);
    const def = singletons.find((singleton) => singleton.name === name);
    if (!def) return '';
    const copy = checked(def.schema, def.file, draft.data) as Data;
    return await withCopy(def.file, copy, () => inLayout((copyPages[name] ?? copyPages.home!)()));
  } catch (error) {
    // A draft half typed can break what the schema lets through (a reference to no entry yet):
    // the pane says what, and shows the page again at the next change that mends it.
    const problems = error instanceof ContentError ? error.problems : [String(error)];
    return rendered(
      <div className="container-page section">
        <p className="font-semibold">{site.editing.previewProblems}</p>
        <ul className="mt-3 list-disc pl-6">
          {problems.map((problem) => (
            <li key={problem}>{problem.replace(/^[^:]*:\d+: /, '')}</li>
          ))}
        </ul>
      </div>,
    );
  }
}
