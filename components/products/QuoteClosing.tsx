import { catalogueFigure, FiguresProof } from '@/components/sections/ClosingProof';
import { CtaBanner } from '@/components/sections/CtaBanner';
import closing from '@/content/copy/closing.yaml';
import { paths } from '@/lib/paths';

/** How the product pages end (the catalogue, a range, a product, a comparison): the catalogue's size and support, then a quote. */
export function QuoteClosing() {
  return (
    <CtaBanner
      title={closing.products.title}
      text={closing.products.text}
      action={{ label: closing.actions.quote, href: paths.quote }}
      secondary={{ label: closing.actions.contact, href: paths.contact }}
      proof={<FiguresProof extra={[catalogueFigure()]} />}
    />
  );
}
