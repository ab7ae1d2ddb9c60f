/**
 * Decorative orbit illustration for dark heroes: pure SVG, no script, hidden from assistive tech.
 * Drawn for this site, not taken from Lucide: a 400 px scene with gradients and dashed orbits is
 * an illustration, which an outline icon set does not offer.
 */
export function QuantumArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" fill="none" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <radialGradient id="qa-core" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#67e8f9" />
          <stop offset="1" stopColor="#4338ca" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="200" r="120" fill="url(#qa-core)" opacity="0.35" />
      <g stroke="#a5b4fc" strokeOpacity="0.55" strokeWidth="1.5">
        <ellipse cx="200" cy="200" rx="170" ry="62" />
        <ellipse cx="200" cy="200" rx="170" ry="62" transform="rotate(60 200 200)" />
        <ellipse cx="200" cy="200" rx="170" ry="62" transform="rotate(120 200 200)" />
      </g>
      <g stroke="#22d3ee" strokeOpacity="0.35" strokeDasharray="4 8">
        <circle cx="200" cy="200" r="188" />
        <circle cx="200" cy="200" r="92" />
      </g>
      <circle cx="200" cy="200" r="22" fill="#22d3ee" />
      <circle cx="200" cy="200" r="34" stroke="#67e8f9" strokeOpacity="0.6" />
      <circle cx="370" cy="200" r="9" fill="#e0e7ff" />
      <circle cx="115" cy="53" r="8" fill="#22d3ee" />
      <circle cx="115" cy="347" r="7" fill="#a5b4fc" />
      <circle cx="285" cy="54" r="5" fill="#a5b4fc" />
      <circle cx="40" cy="230" r="4" fill="#67e8f9" />
    </svg>
  );
}
