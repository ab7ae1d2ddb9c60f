import { SiteLink } from '@/components/ui/SiteLink';

/**
 * The hero's illustration, drawn here rather than loaded, so it costs no request and stays sharp at
 * any width. Decorative; each panel's name is a real link laid over it, in the order of `panels`.
 */
const people = [
  [64, 82],
  [120, 62],
  [178, 90],
  [92, 146],
  [160, 150],
] as const;
const ties = [
  [0, 1],
  [1, 2],
  [0, 3],
  [3, 4],
  [4, 2],
  [1, 4],
] as const;
const wires = [118, 156, 194] as const;
const rackUnits = [268, 298, 328, 358] as const;

const view = { width: 480, height: 420 };

/** The panels' boxes in the drawing's units: the links over them take the same boxes as percentages. */
const boxes = [
  { x: 16, y: 8, width: 208, height: 180 },
  { x: 248, y: 56, width: 216, height: 176 },
  { x: 56, y: 204, width: 232, height: 200 },
] as const;

type Box = (typeof boxes)[number];

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

function Panel({ x, y, width, height }: Box) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx="16" fill="#ffffff" fillOpacity="0.05" />
      <rect
        x={x + 0.75}
        y={y + 0.75}
        width={width - 1.5}
        height={height - 1.5}
        rx="15.25"
        stroke="#a5b4fc"
        strokeOpacity="0.3"
        strokeWidth="1.5"
      />
    </g>
  );
}

function Meter({ y }: { y: number }) {
  return (
    <g>
      <rect x="416" y={y - 11} width="26" height="22" rx="4" fill="#0f0d2e" stroke="#67e8f9" strokeWidth="1.5" />
      <path d={`M421 ${y + 6} a8 8 0 0 1 16 0`} stroke="#67e8f9" strokeWidth="1.5" />
      <path d={`M429 ${y + 6} l6 -10`} stroke="#67e8f9" strokeWidth="1.5" strokeLinecap="round" />
    </g>
  );
}

export function HeroArt({
  panels,
  label,
  className = '',
}: {
  /** One link a panel: IT talent, quantum, hardware. */
  panels: readonly [PanelLink, PanelLink, PanelLink];
  label: string;
  className?: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <Drawing />
      <ul aria-label={label}>
        {panels.map((panel, i) => {
          const box = boxes[i]!;
          return (
            <li key={panel.href}>
              <SiteLink
                href={panel.href}
                className="absolute rounded-2xl px-3 pt-1.5 text-xs leading-tight font-semibold tracking-normal text-quantum-200 uppercase hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-quantum-300 sm:px-4 sm:pt-3 sm:tracking-wide"
                style={{
                  left: percent(box.x, view.width),
                  top: percent(box.y, view.height),
                  width: percent(box.width, view.width),
                  height: percent(box.height, view.height),
                }}
              >
                {panel.title}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface PanelLink {
  title: string;
  href: string;
}

function Drawing() {
  return (
    <svg
      viewBox={`0 0 ${view.width} ${view.height}`}
      fill="none"
      aria-hidden="true"
      focusable="false"
      className="w-full"
    >
      <defs>
        <radialGradient id="hero-art-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#22d3ee" stopOpacity="0.28" />
          <stop offset="1" stopColor="#4338ca" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="250" cy="210" r="210" fill="url(#hero-art-glow)" />

      <g stroke="#22d3ee" strokeOpacity="0.7" strokeWidth="1.5" strokeDasharray="3 6" strokeLinecap="round">
        <path d="M224 112 C 240 112, 236 150, 248 150" />
        <path d="M130 188 C 130 196, 160 196, 160 204" />
        <path d="M356 232 C 356 300, 320 318, 288 318" />
      </g>
      <g fill="#67e8f9">
        <circle cx="224" cy="112" r="3.5" />
        <circle cx="248" cy="150" r="3.5" />
        <circle cx="130" cy="188" r="3.5" />
        <circle cx="160" cy="204" r="3.5" />
        <circle cx="356" cy="232" r="3.5" />
        <circle cx="288" cy="318" r="3.5" />
      </g>

      <Panel {...boxes[0]} />
      <g stroke="#a5b4fc" strokeOpacity="0.5" strokeWidth="1.5">
        {ties.map(([a, b]) => (
          <line key={`${a}-${b}`} x1={people[a][0]} y1={people[a][1]} x2={people[b][0]} y2={people[b][1]} />
        ))}
      </g>
      {people.map(([x, y], i) => {
        const lead = i === 1;
        return (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y} r="17" fill="#1e1b4b" stroke={lead ? '#22d3ee' : '#818cf8'} strokeWidth="1.5" />
            <circle cx={x} cy={y - 4} r="5" fill={lead ? '#67e8f9' : '#c7d2fe'} />
            <path d={`M${x - 9} ${y + 10} a9 8 0 0 1 18 0`} fill={lead ? '#67e8f9' : '#c7d2fe'} />
          </g>
        );
      })}

      <Panel {...boxes[1]} />
      <g stroke="#c7d2fe" strokeOpacity="0.55" strokeWidth="1.5">
        {wires.map((y) => (
          <line key={y} x1="266" y1={y} x2="416" y2={y} />
        ))}
      </g>
      <g fill="#312e81" stroke="#a5b4fc" strokeWidth="1.5">
        <rect x="278" y={wires[0] - 11} width="22" height="22" rx="4" />
        <rect x="278" y={wires[2] - 11} width="22" height="22" rx="4" />
        <rect x="360" y={wires[1] - 11} width="22" height="22" rx="4" fill="#0e7490" stroke="#67e8f9" />
      </g>
      <g stroke="#e0e7ff" strokeWidth="1.5" strokeLinecap="round">
        <path d={`M284 ${wires[0]} h10 M289 ${wires[0] - 5} v10`} />
        <path d={`M284 ${wires[2]} h10 M289 ${wires[2] - 5} v10`} />
        <path d={`M366 ${wires[1] + 4} q5 -10 10 0`} />
      </g>
      <g stroke="#22d3ee" strokeWidth="1.5" fill="#22d3ee">
        <line x1="330" y1={wires[0]} x2="330" y2={wires[1] + 9} />
        <circle cx="330" cy={wires[0]} r="4" />
        <circle cx="330" cy={wires[1]} r="9" fill="none" />
        <line x1="396" y1={wires[1]} x2="396" y2={wires[2] + 9} />
        <circle cx="396" cy={wires[1]} r="4" />
        <circle cx="396" cy={wires[2]} r="9" fill="none" />
      </g>
      {wires.map((y) => (
        <Meter key={y} y={y} />
      ))}

      <Panel {...boxes[2]} />
      <rect x="76" y="256" width="124" height="132" rx="8" fill="#1e1b4b" stroke="#818cf8" strokeWidth="1.5" />
      {rackUnits.map((y, i) => (
        <g key={y}>
          <rect x="86" y={y} width="104" height="22" rx="4" fill="#312e81" />
          <circle cx="97" cy={y + 11} r="3" fill={i === 1 ? '#fbbf24' : '#22d3ee'} />
          <circle cx="107" cy={y + 11} r="3" fill="#818cf8" />
          <path d={`M132 ${y + 8} h48 M132 ${y + 14} h48`} stroke="#a5b4fc" strokeOpacity="0.5" strokeWidth="1.5" />
        </g>
      ))}
      <path d="M200 330 H232" stroke="#22d3ee" strokeWidth="1.5" strokeDasharray="3 4" />
      <g stroke="#c7d2fe" strokeWidth="1.5" strokeLinecap="round">
        <path d="M250 378 L250 306 M240 378 L250 330 L260 378" />
      </g>
      <circle cx="250" cy="300" r="5" fill="#22d3ee" />
      <g stroke="#67e8f9" strokeWidth="1.5" strokeLinecap="round" fill="none">
        <path d="M238 288 a17 17 0 0 1 24 0" strokeOpacity="0.9" />
        <path d="M230 280 a28 28 0 0 1 40 0" strokeOpacity="0.55" />
        <path d="M222 272 a39 39 0 0 1 56 0" strokeOpacity="0.3" />
      </g>
    </svg>
  );
}
