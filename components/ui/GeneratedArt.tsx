import { createElement, type SVGProps } from 'react';
import type { Art } from '@/lib/art/compose';
import type { Ink, Shape } from '@/lib/art/shapes';

const white = '#fff';

/** The one place line weights and opacities are set: every motif draws with these. */
function inkProps(ink: Ink, { accent, base }: Art): SVGProps<SVGGElement> {
  return {
    faint: { stroke: white, strokeOpacity: 0.13, strokeWidth: 1 },
    line: { stroke: white, strokeOpacity: 0.75, strokeWidth: 1.5 },
    wash: { fill: white, fillOpacity: 0.1 },
    node: { fill: base, stroke: white, strokeOpacity: 0.75, strokeWidth: 1.5 },
    accent: { stroke: accent, strokeWidth: 1.75 },
    spot: { fill: accent },
    dots: { stroke: white, strokeOpacity: 0.8, strokeWidth: 4 },
    accentDots: { stroke: accent, strokeWidth: 6 },
  }[ink];
}

/** A shape's fields are its element's attributes, but an ellipse's turn, which is a transform about its centre. */
function ShapeElement({ shape }: { shape: Shape }) {
  if (shape.kind === 'ellipse') {
    const { kind, rotate, ...attributes } = shape;
    return createElement(kind, {
      ...attributes,
      transform: rotate ? `rotate(${rotate} ${shape.cx} ${shape.cy})` : undefined,
    });
  }
  const { kind, ...attributes } = shape;
  return createElement<SVGProps<SVGElement>, SVGElement>(kind, attributes);
}

/**
 * A picture from lib/art drawn as inline SVG: no request, no script, no ids (so several on a
 * page never clash). Decorative: the frame around it carries the description when there is one.
 */
export function GeneratedArt({ art, className }: { art: Art; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${art.width} ${art.height}`}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-art={art.signature}
      className={className}
    >
      {art.layers.map((layer, i) => (
        <g key={i} {...inkProps(layer.ink, art)} strokeDasharray={layer.dashed ? '3 4' : undefined}>
          {layer.shapes.map((shape, j) => (
            <ShapeElement key={j} shape={shape} />
          ))}
        </g>
      ))}
    </svg>
  );
}
