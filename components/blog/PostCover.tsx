import type { BlogPost } from '@/lib/content/collections/posts';
import { GeneratedArt } from '@/components/ui/GeneratedArt';
import { articleArtInput, composeArt } from '@/lib/art/compose';
import { gradientClass } from '@/lib/styles/gradients';
import { cn } from '@/lib/styles/cn';

/**
 * An article's cover, drawn from its category, tags and date (lib/art): no upload to manage, and each
 * article its own picture. Decorative: the title beside it says what the article is about.
 */
export function PostCover({
  post,
  size = 'card',
  className,
}: {
  post: Pick<BlogPost, 'category' | 'tags' | 'date'>;
  size?: 'card' | 'banner';
  className?: string;
}) {
  const input = articleArtInput(post);
  return (
    <div className={cn('relative aspect-[16/7] overflow-hidden', gradientClass(input.gradient), className)}>
      <GeneratedArt art={composeArt(input, size)} className="absolute inset-0 h-full w-full" />
    </div>
  );
}
