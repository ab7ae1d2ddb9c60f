import { cn } from '@/lib/styles/cn';

/** Body text given as a list of paragraphs (an overview, a biography), in the site's reading size. */
export function Paragraphs({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <div className={cn(className, 'text-lg leading-relaxed')}>
      {items.map((p) => (
        // Paragraphs of one text do not repeat, and their openings tell them apart.
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
    </div>
  );
}
