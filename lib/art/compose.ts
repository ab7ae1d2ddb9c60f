/**
 * Generated artwork: a picture per entry, composed from its subject and seeded by its slug, so
 * every case study and article has its own drawing and an editor's new entry gets one too.
 * Pure data out (layers of shapes); components/ui/GeneratedArt.tsx renders it as inline SVG.
 */
import type { BlogCategory, GradientName, ServiceSlug } from '@/lib/content/vocabulary';
import { gradients } from '@/lib/styles/gradients';
import { charts, motifs, type Motif } from './motifs';
import { hash, rand, type Rand } from './random';
import { path, r1, times, type Box } from './shapes';

/** What a picture can be about: each subject has its own motifs. */
export type Subject = keyof typeof motifs;

export const serviceSubject: Record<ServiceSlug, Subject> = {
  'it-talent-acquisition': 'staffing',
  'quantum-computing': 'quantum',
  'software-development': 'software',
  'data-science-ai': 'data',
  'quantum-security': 'security',
  'cloud-infrastructure': 'cloud',
  'oracle-erp': 'erp',
  'sap-erp': 'erp',
};

const categorySubject: Record<BlogCategory, Subject> = {
  Quantum: 'quantum',
  ERP: 'erp',
  Development: 'software',
  Cybersecurity: 'security',
};

/** The gradients an article's cover may take, by its subject (articles choose no gradient). */
const subjectGradients: Record<Subject, readonly GradientName[]> = {
  staffing: ['navy-sky', 'indigo-cyan', 'amber-red'],
  quantum: ['violet-indigo', 'fuchsia-violet', 'indigo-cyan'],
  software: ['blue-teal', 'sky-indigo', 'emerald-cyan'],
  data: ['purple-pink', 'fuchsia-violet', 'indigo-cyan'],
  security: ['slate-blue', 'navy-sky', 'red-orange'],
  cloud: ['sky-indigo', 'indigo-cyan', 'blue-teal'],
  erp: ['emerald-cyan', 'teal-emerald', 'red-orange'],
};

/**
 * Where the parts go in each shape of frame. The icon tile sits at the top left, so the
 * subject takes the right (card, cover) or the middle (hero), and the chart the lower left.
 */
const formats = {
  /** 16:7, a card's top band. */
  card: { width: 320, height: 140, motif: { x: 156, y: 14, w: 150, h: 112 }, chart: { x: 18, y: 78, w: 108, h: 46 } },
  /** 4:3, a case study's hero. */
  hero: { width: 320, height: 240, motif: { x: 92, y: 40, w: 200, h: 150 }, chart: { x: 22, y: 186, w: 100, h: 36 } },
  /** 16:7 at a larger scale: an article's header, drawn with the card's line weights. */
  banner: {
    width: 480,
    height: 210,
    motif: { x: 220, y: 24, w: 230, h: 162 },
    chart: { x: 30, y: 120, w: 150, h: 62 },
  },
} satisfies Record<string, { width: number; height: number; motif: Box; chart: Box }>;
export type ArtFormat = keyof typeof formats;

export interface ArtInput {
  /** The entry's slug: one picture per entry. */
  seed: string;
  subject: Subject;
  gradient: GradientName;
}

export type Art = ReturnType<typeof composeArt>;

/**
 * An article's cover: its category's subject, drawn from its topics (tags) and publication date,
 * so each article has its own, one of the subject's gradients included.
 */
export function articleArtInput(post: { category: BlogCategory; tags: readonly string[]; date: string }): ArtInput {
  const subject = categorySubject[post.category];
  const choices = subjectGradients[subject];
  const seed = `${post.date} ${post.tags.join('|')}`;
  return { seed, subject, gradient: choices[hash(seed) % choices.length]! };
}

/** A faint texture over the whole frame, behind the drawing: its path's parts. */
type Texture = (width: number, height: number, r: Rand) => string[];

const textures = {
  grid: (width, height) => [
    ...times(Math.floor(width / 20), (i) => `M${(i + 1) * 20} 0V${height}`),
    ...times(Math.floor(height / 20), (i) => `M0 ${(i + 1) * 20}H${width}`),
  ],
  rings: (width, height, r) => {
    const [cx, cy] = [r.pick([0, width]), r.pick([0, height])];
    return times(5, (i) => {
      const R = height * 0.35 * (i + 1);
      return `M${r1(cx - R)} ${cy}a${r1(R)} ${r1(R)} 0 1 0 ${r1(R * 2)} 0a${r1(R)} ${r1(R)} 0 1 0 ${r1(-R * 2)} 0`;
    });
  },
  rays: (width, height, r) => {
    const slope = r.between(0.4, 0.9);
    return times(9, (i) => `M${r1(-height + i * width * 0.18)} ${height}l${r1(height / slope)} ${-height}`);
  },
  waves: (width, height, r) =>
    times(4, (i) => {
      const y = height * (0.3 + i * 0.2);
      const a = r.between(6, 14);
      return `M0 ${r1(y)}q${r1(width / 4)} ${r1(-a)} ${r1(width / 2)} 0t${r1(width / 2)} 0`;
    }),
} satisfies Record<string, Texture>;

/** The picture of one entry in one frame. Deterministic: same input, same picture. */
export function composeArt(input: ArtInput, format: ArtFormat) {
  const r = rand(`${input.subject}:${input.seed}`);
  const f = formats[format];
  const { accent, base } = gradients[input.gradient];
  const [motif, drawMotif] = r.pick(Object.entries<Motif>(motifs[input.subject]));
  const [chart, drawChart] = r.pick(Object.entries(charts));
  const [tex, drawTexture] = r.pick(Object.entries<Texture>(textures));
  // The motif and chart draw from their own streams, so the same entry looks alike in every frame.
  const layers = [
    { ink: 'faint' as const, shapes: [path(drawTexture(f.width, f.height, r))] },
    ...drawChart(rand(`chart:${input.seed}`), f.chart),
    ...drawMotif(rand(`motif:${input.seed}`), f.motif),
  ]
    // A seed can leave a part empty (no highlighted entries): draw no empty element for it.
    .map((layer) => ({ ...layer, shapes: layer.shapes.filter((shape) => shape.kind !== 'path' || shape.d) }))
    .filter((layer) => layer.shapes.length > 0);
  return {
    width: f.width,
    height: f.height,
    accent,
    base,
    layers,
    /** Motif, chart and a hash of every shape: two pictures are the same exactly when their signatures are. */
    signature: `${motif} ${chart} ${tex} ${hash(JSON.stringify(layers)).toString(36)}`,
  };
}
