import type { ReactNode } from 'react';
import type { IconName } from '@/lib/content/schemas';
import { Glyph } from './glyph-base';

/*
 * Outline icons drawn for this site on a 24×24 grid. Strokes come from the <svg> element
 * (currentColor, 1.75, round caps and joins), so each entry is only its shapes. The Record
 * type makes TypeScript reject a missing or misspelt IconName.
 */
const paths: Record<IconName, ReactNode> = {
  users: (
    <>
      <circle cx="9" cy="8" r="3.25" />
      <path d="M3 19.5c0-3.1 2.7-5.5 6-5.5s6 2.4 6 5.5" />
      <path d="M15.5 4.9a3.25 3.25 0 0 1 0 6.2" />
      <path d="M17.25 14.3c2.2.6 3.75 2.6 3.75 5.2" />
    </>
  ),
  atom: (
    <>
      <circle cx="12" cy="12" r="1.25" fill="currentColor" />
      <ellipse cx="12" cy="12" rx="9.25" ry="3.5" />
      <ellipse cx="12" cy="12" rx="9.25" ry="3.5" transform="rotate(60 12 12)" />
      <ellipse cx="12" cy="12" rx="9.25" ry="3.5" transform="rotate(-60 12 12)" />
    </>
  ),
  code: (
    <>
      <path d="M8 7.5 3.5 12 8 16.5" />
      <path d="M16 7.5l4.5 4.5-4.5 4.5" />
      <path d="M13.5 5l-3 14" />
    </>
  ),
  brain: (
    <>
      <path d="M12 5.5v13.5" />
      <path d="M12 5.5a3 3 0 0 0-5.6-1.2A3 3 0 0 0 4.3 8.6a3.4 3.4 0 0 0 .4 6.1A3.4 3.4 0 0 0 9 19.6a2.7 2.7 0 0 0 3-.6" />
      <path d="M12 5.5a3 3 0 0 1 5.6-1.2 3 3 0 0 1 2.1 4.3 3.4 3.4 0 0 1-.4 6.1 3.4 3.4 0 0 1-4.3 4.9 2.7 2.7 0 0 1-3-.6" />
      <path d="M4.3 8.6c1.2.7 2.6.8 3.7.2" />
      <path d="M19.7 8.6c-1.2.7-2.6.8-3.7.2" />
      <path d="M4.7 14.7c1-.6 2.1-.8 3.3-.5" />
      <path d="M19.3 14.7c-1-.6-2.1-.8-3.3-.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.75 5.75v5.5c0 4.6 3 8.4 7.25 9.75 4.25-1.35 7.25-5.15 7.25-9.75v-5.5z" />
      <path d="m9 12 2.1 2.1L15.25 10" />
    </>
  ),
  cloud: <path d="M7 19h10.25a4.25 4.25 0 0 0 .7-8.45 6 6 0 0 0-11.55 0.2A4.3 4.3 0 0 0 7 19z" />,
  database: (
    <>
      <ellipse cx="12" cy="6" rx="7.5" ry="2.75" />
      <path d="M4.5 6v12c0 1.5 3.4 2.75 7.5 2.75s7.5-1.25 7.5-2.75V6" />
      <path d="M4.5 12c0 1.5 3.4 2.75 7.5 2.75s7.5-1.25 7.5-2.75" />
    </>
  ),
  server: (
    <>
      <rect x="3.5" y="4" width="17" height="6.5" rx="1.5" />
      <rect x="3.5" y="13.5" width="17" height="6.5" rx="1.5" />
      <path d="M7 7.25h.01M7 16.75h.01M11 7.25h6M11 16.75h6" />
    </>
  ),
  network: (
    <>
      <circle cx="12" cy="5" r="2.25" />
      <circle cx="5" cy="18.5" r="2.25" />
      <circle cx="19" cy="18.5" r="2.25" />
      <circle cx="12" cy="13" r="1.5" />
      <path d="M12 7.25v4.25M10.8 13.9l-4.1 3.1M13.2 13.9l4.1 3.1M7.25 18.5h9.5" />
    </>
  ),
  lock: (
    <>
      <rect x="4.75" y="10.5" width="14.5" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <path d="M12 14.5v2" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15.5" r="4.25" />
      <path d="m11 12.5 8.75-8.75" />
      <path d="m16.75 6.75 2.5 2.5" />
      <path d="m14.25 9.25 2 2" />
    </>
  ),
  camera: (
    <>
      <path d="M4.5 7.5h3L9 5h6l1.5 2.5h3A1.5 1.5 0 0 1 21 9v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18V9a1.5 1.5 0 0 1 1.5-1.5z" />
      <circle cx="12" cy="13.25" r="3.5" />
    </>
  ),
  cpu: (
    <>
      <rect x="6.5" y="6.5" width="11" height="11" rx="1.5" />
      <rect x="9.5" y="9.5" width="5" height="5" rx=".5" />
      <path d="M9.5 3v3.5M14.5 3v3.5M9.5 17.5V21M14.5 17.5V21M3 9.5h3.5M3 14.5h3.5M17.5 9.5H21M17.5 14.5H21" />
    </>
  ),
  chart: (
    <>
      <path d="M4 3.5V20h16.5" />
      <path d="M8.5 16v-4M12.5 16V7.5M16.5 16v-6" />
    </>
  ),
  cog: (
    <>
      <path d="M10.31 5.21 10.55 2.86h2.9l.24 2.35 1.92.79 1.83-1.48 2.04 2.04L18 8.39l.79 1.92 2.35.24v2.9l-2.35.24-.79 1.92 1.48 1.83-2.04 2.04L15.61 18l-1.92.79-.24 2.35h-2.9l-.24-2.35L8.39 18l-1.83 1.48-2.04-2.04L6 15.61l-.79-1.92-2.35-.24v-2.9l2.35-.24L6 8.39 4.52 6.56l2.04-2.04L8.39 6z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  layers: (
    <>
      <path d="M12 3.5 3 8l9 4.5L21 8z" />
      <path d="m3 12 9 4.5 9-4.5" />
      <path d="m3 16 9 4.5 9-4.5" />
    </>
  ),
  building: (
    <>
      <path d="M5 21V4.5A1.5 1.5 0 0 1 6.5 3h7A1.5 1.5 0 0 1 15 4.5V21" />
      <path d="M15 9h3.5A1.5 1.5 0 0 1 20 10.5V21" />
      <path d="M3 21h18" />
      <path d="M8.5 7h3M8.5 10.5h3M8.5 14h3M17.5 13h.01M17.5 16.5h.01" />
      <path d="M9 21v-3.5h2V21" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
      <path d="M3 12.5c5.8 2 12.2 2 18 0" />
      <path d="M12 13v1.75" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c-2.4 2.5-3.75 5.6-3.75 9s1.35 6.5 3.75 9c2.4-2.5 3.75-5.6 3.75-9S14.4 5.5 12 3z" />
    </>
  ),
  rocket: (
    <>
      <path d="M12 2.75c3 2 4.5 5.25 4.5 9v5h-9v-5c0-3.75 1.5-7 4.5-9z" />
      <path d="M7.5 11.75 5 14.5v3.75l2.5-1.5M16.5 11.75l2.5 2.75v3.75l-2.5-1.5" />
      <circle cx="12" cy="9.5" r="1.75" />
      <path d="M10.25 19.25c.35 1 .95 1.75 1.75 2.25.8-.5 1.4-1.25 1.75-2.25" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5.5" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
  check: <path d="m4.75 12.5 4.75 4.75 9.75-10" />,
  lightbulb: (
    <>
      <path d="M9 17.5v-1.5c0-1.2-.6-2.2-1.5-3.1a6 6 0 1 1 9 0c-.9.9-1.5 1.9-1.5 3.1v1.5z" />
      <path d="M10 21h4" />
      <path d="M12 13.5v4" />
    </>
  ),
  handshake: (
    <>
      <path d="M2 8 4.75 6.75 8 14.5l-2.5 1.25z" />
      <path d="M22 8l-2.75-1.25L16 14.5l2.5 1.25z" />
      <path d="M18.25 8.25 15.5 7.5h-3.25l-3.5 3a1.35 1.35 0 0 0 1.8 2l2.45-1.75 4.1 3.9" />
      <path d="M7.75 8.9 10 7.75" />
      <path d="M7 13.6l2.9 2.8a1.3 1.3 0 0 0 1.85-1.85l-.5-.5" />
      <path d="M11.3 17.5l.55.5a1.3 1.3 0 0 0 1.85-1.85l-1.05-1" />
      <path d="M14.3 17.4a1.3 1.3 0 0 0 1.3-2.1" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.25 2" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.25 15.25 5.25 5.25" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="5.75" />
      <circle cx="12" cy="9" r="2.25" />
      <path d="M8.6 13.6 7.5 21l4.5-2.5 4.5 2.5-1.1-7.4" />
    </>
  ),
  wifi: (
    <>
      <path d="M2.5 9.25a14 14 0 0 1 19 0" />
      <path d="M5.5 12.75a9.5 9.5 0 0 1 13 0" />
      <path d="M8.75 16.1a5 5 0 0 1 6.5 0" />
      <path d="M12 19.5h.01" />
    </>
  ),
  bolt: <path d="M13.25 2.75 4.75 13.5h6.75l-1 7.75 8.75-11h-6.75z" />,
  car: (
    <>
      <path d="M5 17H3.5v-4.5l2-4.9A1.75 1.75 0 0 1 7.1 6.5h9.8a1.75 1.75 0 0 1 1.6 1.1l2 4.9V17H19" />
      <path d="M9 17h6" />
      <path d="M3.5 12.5h17" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  monitor: (
    <>
      <rect x="2.5" y="3.5" width="19" height="13" rx="1.5" />
      <path d="M8.5 20.5h7M12 16.5v4" />
    </>
  ),
  phone: (
    <path d="M5.25 3.5H8.5l1.6 4.25-2.1 1.4a11.5 11.5 0 0 0 6.85 6.85l1.4-2.1 4.25 1.6v3.25a1.75 1.75 0 0 1-1.9 1.75A16.5 16.5 0 0 1 3.5 5.4a1.75 1.75 0 0 1 1.75-1.9z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.75 6.75 8.25 6.5 8.25-6.5" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  graduation: (
    <>
      <path d="M12 4.5 2 9.5l10 5 10-5z" />
      <path d="M6 11.5v4.75c0 1.5 2.7 2.75 6 2.75s6-1.25 6-2.75V11.5" />
      <path d="M22 9.5v5.5" />
    </>
  ),
  terminal: (
    <>
      <rect x="2.5" y="4" width="19" height="16" rx="2" />
      <path d="m6.5 9 3 3-3 3" />
      <path d="M12 15h5" />
    </>
  ),
  mobile: (
    <>
      <rect x="6.25" y="2.5" width="11.5" height="19" rx="2.25" />
      <path d="M10.75 18.25h2.5" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  fingerprint: (
    <>
      <path d="M4.5 8.5a8.5 8.5 0 0 1 15 0" />
      <path d="M5.25 16.5c.5-1.3.75-2.7.75-4.25a6 6 0 0 1 12 0v.75" />
      <path d="M17.9 16.25c-.15 1.3-.45 2.5-.9 3.75" />
      <path d="M8.75 18.75c.6-1.4 .75-3 .75-6.5a2.5 2.5 0 0 1 5 0c0 3.2-.4 5.9-1.5 8.25" />
      <path d="M12 12.25c0 3.3-.4 5.7-1.4 7.75" />
    </>
  ),
  license: (
    <>
      <path d="M13.5 19.5h-8A1.5 1.5 0 0 1 4 18V5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5V9" />
      <path d="M7.5 8h9M7.5 11.5h5M7.5 15h3.5" />
      <circle cx="17.25" cy="14" r="2.75" />
      <path d="m15.6 16.2-.6 4.55 2.25-1.25 2.25 1.25-.6-4.55" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10 4.5Q10.9 11.1 17.5 12 10.9 12.9 10 19.5 9.1 12.9 2.5 12 9.1 11.1 10 4.5z" />
      <path d="M18 2.5Q18.3 4.7 20.5 5 18.3 5.3 18 7.5 17.7 5.3 15.5 5 17.7 4.7 18 2.5z" />
      <path d="M18.5 16.5q.25 1.75 2 2-1.75.25-2 2-.25-1.75-2-2 1.75-.25 2-2z" />
    </>
  ),
  'trending-up': (
    <>
      <path d="m3 17.5 6-6 4 4 8-8" />
      <path d="M15 7.5h6v6" />
    </>
  ),
  heart: <path d="M12 20s-8-4.8-8-10.5a4.4 4.4 0 0 1 8-2.6 4.4 4.4 0 0 1 8 2.6C20 15.2 12 20 12 20z" />,
  flask: (
    <>
      <path d="M9 3h6" />
      <path d="M10 3v6L4.85 18a1.75 1.75 0 0 0 1.5 2.6h11.3a1.75 1.75 0 0 0 1.5-2.6L14 9V3" />
      <path d="M7.2 14.5h9.6" />
    </>
  ),
};

/** A named content icon (services, features, contact details); decorative unless titled. */
export function Icon({ name, className = 'h-6 w-6', title }: { name: IconName; className?: string; title?: string }) {
  return (
    <Glyph className={className} title={title}>
      {paths[name]}
    </Glyph>
  );
}
