import { catalogueFigure, FiguresProof } from '@/components/sections/ClosingProof';
import { CtaBanner } from '@/components/sections/CtaBanner';
import ui from '@/content/copy/ui.yaml';
import { paths } from '@/lib/paths';

/** How the product pages end (the catalogue, a range, a product, a comparison): the catalogue's size and support, then a quote. */
export function QuoteClosing() {
  return (
    <CtaBanner
      title={ui.closing.products.title}
      text={ui.closing.products.text}
      action={{ label: ui.actions.quote, href: paths.quote }}
      secondary={{ label: ui.actions.contact, href: paths.contact }}
      proof={<FiguresProof extra={[catalogueFigure()]} />}
    />
  );
}
