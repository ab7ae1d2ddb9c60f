import type { RichBlock } from '@/lib/content/schemas';

/** Renders structured rich text as elements: no HTML strings, so nothing can be injected. */
export function RichText({ blocks, className = '' }: { blocks: readonly RichBlock[]; className?: string }) {
  return (
    <div className={`prose-content text-lg text-slate-700 ${className}`}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'p':
            return <p key={i}>{block.text}</p>;
          case 'h2':
            return <h2 key={i}>{block.text}</h2>;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={i}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
