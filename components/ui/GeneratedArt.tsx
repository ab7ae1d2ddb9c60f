import type { SVGProps } from 'react';
import type { Art } from '@/lib/art/compose';
import type { Ink, Shape } from '@/lib/art/shapes';

const white = '#fff';

/** The one place line weights and opacities are set: every motif draws with these. */
function inkProps(ink: Ink, art: Art): SVGProps<SVGGElement> {
  switch (ink) {
    case 'faint':
      return { stroke: white, strokeOpacity: 0.13, strokeWidth: 1 };
    case 'line':
      return { stroke: white, strokeOpacity: 0.75, strokeWidth: 1.5 };
    case 'wash':
      return { fill: white, fillOpacity: 0.1 };
    case 'node':
      return { fill: art.base, stroke: white, strokeOpacity: 0.75, strokeWidth: 1.5 };
    case 'accent':
      return { stroke: art.accent, strokeWidth: 1.75 };
    case 'spot':
      return { fill: art.accent };
    case 'dots':
      return { stroke: white, strokeOpacity: 0.8, strokeWidth: 4 };
    case 'accentDots':
      return { stroke: art.accent, strokeWidth: 6 };
  }
}

function ShapeElement({ shape }: { shape: Shape }) {
  switch (shape.kind) {
    case 'path':
      return <path d={shape.d} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} />;
    case 'ellipse':
      return (
        <ellipse
          cx={shape.cx}
          cy={shape.cy}
          rx={shape.rx}
          ry={shape.ry}
          transform={shape.rotate ? `rotate(${shape.rotate} ${shape.cx} ${shape.cy})` : undefined}
        />
      );
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  }
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
