import { Badge } from '@/components/ui/Badge';
import { MediaCard } from '@/components/ui/MediaCard';
import { type PostSummary } from '@/lib/lists/blog';
import blogCopy from '@/content/copy/blog.yaml';
import { formatDate } from '@/lib/text/dates';
import { fill } from '@/lib/text/fill';
import { paths } from '@/lib/paths';
import { PostCover } from './PostCover';

export function PostCard({ post, headingLevel = 'h2' }: { post: PostSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <MediaCard
      media={<PostCover post={post} />}
      meta={
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge tone="quantum">{post.category}</Badge>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span>{fill(blogCopy.article.minRead, { minutes: post.minutes })}</span>
        </p>
      }
      title={post.title}
      href={paths.post(post.slug)}
      headingLevel={headingLevel}
      titleClassName="text-xl"
      text={post.excerpt}
      extra={
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={blogCopy.article.tagsLabel}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      }
      more={blogCopy.list.readMore}
    />
  );
}
