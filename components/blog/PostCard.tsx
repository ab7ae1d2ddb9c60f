import { MoreLink } from '@/components/ui/MoreLink';
import { blogCopy } from '@/lib/copy/blog';
import { fill } from '@/lib/fill';
import { type PostSummary } from '@/lib/blog';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { Badge } from '@/components/ui/Badge';
import { CardTitle } from '@/components/ui/CardTitle';
import { PostCover } from './PostCover';

/** An article card: cover, category, date, title and 'Read More' both linking to the article. */
export function PostCard({ post, headingLevel: Heading = 'h2' }: { post: PostSummary; headingLevel?: 'h2' | 'h3' }) {
  const href = paths.post(post.slug);
  return (
    <article className="card card-link flex h-full flex-col overflow-hidden p-0">
      <PostCover post={post} />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge tone="quantum">{post.category}</Badge>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span>{fill(blogCopy.article.minRead, { minutes: post.minutes })}</span>
        </p>
        <CardTitle as={Heading} href={href} className="text-xl">
          {post.title}
        </CardTitle>
        <p className="mt-2 flex-1 text-slate-600">{post.excerpt}</p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={blogCopy.article.tagsLabel}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
        <MoreLink href={href} label={blogCopy.list.readMore} about={post.title} />
      </div>
    </article>
  );
}
