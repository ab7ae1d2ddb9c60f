import { SiteLink } from '@/components/ui/SiteLink';
import { ProofLink } from '@/components/sections/ClosingProof';
import { PostCard } from '@/components/blog/PostCard';
import { PostCover } from '@/components/blog/PostCover';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { posts } from '@/lib/content';
import blogCopy from '@/content/copy/blog.yaml';
import { fill } from '@/lib/text/fill';
import { relatedPosts } from '@/lib/lists/blog';
import { formatDate } from '@/lib/text/dates';
import { paths } from '@/lib/paths';
import { PageLd } from '@/components/seo/PageLd';
import type { BlogPost } from '@/lib/content/collections/posts';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { Section } from '@/components/ui/Section';
import { Badge } from '@/components/ui/Badge';
import { BackLink } from '@/components/ui/BackLink';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { getService } from '@/lib/content';
import closing from '@/content/copy/closing.yaml';

const copy = blogCopy.article;

export function PostPage({ post, page }: { post: BlogPost; page: PageDescriptor }) {
  const others = relatedPosts(post, posts);
  const words = closing.article;
  // The vocabulary's services all have a page: the content check ensures it.
  const service = getService(words.services[post.category])!;
  return (
    <>
      <PageLd page={page} />
      <article className="container-page section">
        <div className="mx-auto max-w-3xl">
          <Breadcrumbs crumbs={page.crumbs} />
          {/* The title first and the cover under the byline, so the heading is on a laptop's first screen. */}
          <header className="mt-8">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <Badge tone="quantum">{post.category}</Badge>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
              <span>{fill(copy.minRead, { minutes: post.minutes })}</span>
            </p>
            <h1 className="mt-4 text-display font-bold tracking-tight">{post.title}</h1>
            <p className="mt-5 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>
            <p className="mt-5 text-sm font-medium text-slate-700">
              {fill(copy.by, { name: post.author.name, role: post.author.role })}
            </p>
            <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={copy.tagsLabel}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <SiteLink
                    href={`${paths.blog}?tag=${encodeURIComponent(tag)}`}
                    className="inline-block rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {tag}
                  </SiteLink>
                </li>
              ))}
            </ul>
            <PostCover post={post} size="banner" className="mt-8 rounded-2xl" />
          </header>
          {/* HTML that lib/content/post-markdown.ts made from the article's Markdown at build time. */}
          <div
            className="prose-content mt-10 border-t border-slate-200 pt-8 text-lg text-slate-700"
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
          <BackLink href={paths.blog} label={copy.back} className="mt-12" />
        </div>
      </article>
      <Section title={copy.moreHeading} titleClassName="text-title font-bold" className="section bg-slate-50" band>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {others.map((p) => (
            <li key={p.slug}>
              <PostCard post={p} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Section>
      {/* Who wrote it and the service it belongs to, then the one next step. */}
      <CtaBanner
        title={words.title}
        text={words.text}
        action={{ label: closing.actions.contact, href: paths.contact }}
        proof={
          <div className="grid max-w-2xl gap-5 border-t border-white/15 pt-5 sm:grid-cols-2">
            <p className="font-medium text-white">
              {fill(words.author, { name: post.author.name, role: post.author.role })}
            </p>
            <p className="flex flex-col">
              <span className="text-xs font-semibold tracking-wide text-slate-300 uppercase">{words.service}</span>
              <span className="mt-1">
                <ProofLink href={paths.service(service.slug)}>{service.title}</ProofLink>
              </span>
            </p>
          </div>
        }
      />
    </>
  );
}
