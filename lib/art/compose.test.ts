/** @jest-environment node */
import { caseStudies, posts } from '@/lib/content';
import { gradientNames } from '@/lib/content/vocabulary';
import { articleArtInput, composeArt, serviceSubject, type ArtFormat, type Subject } from './compose';
import type { Shape } from './shapes';

const subjects = Object.keys({
  staffing: 0,
  quantum: 0,
  software: 0,
  data: 0,
  security: 0,
  cloud: 0,
  erp: 0,
} satisfies Record<Subject, 0>) as Subject[];
const formats: ArtFormat[] = ['card', 'hero', 'banner'];
const seeds = Array.from({ length: 60 }, (_, i) => `entry-${i}`);

/** Every number a shape is drawn with. */
function numbers(shape: Shape): number[] {
  if (shape.kind === 'path') return (shape.d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
  return Object.values(shape).filter((v): v is number => typeof v === 'number');
}

describe('composeArt', () => {
  it('draws the same picture for the same entry, every time', () => {
    const input = { seed: 'pqc-migration', subject: 'security', gradient: 'slate-blue' } as const;
    expect(composeArt(input, 'card')).toEqual(composeArt(input, 'card'));
  });

  it('gives every seed of a subject its own picture', () => {
    for (const subject of subjects) {
      const signatures = seeds.map((seed) => composeArt({ seed, subject, gradient: 'navy-sky' }, 'card').signature);
      expect(new Set(signatures).size).toBe(seeds.length);
    }
  });

  it('uses every motif of a subject (the subject decides the vocabulary)', () => {
    const motifsOf = (subject: Subject) =>
      new Set(seeds.map((seed) => composeArt({ seed, subject, gradient: 'navy-sky' }, 'card').signature.split(' ')[0]));
    expect(motifsOf('quantum')).toEqual(new Set(['orbitals', 'qubitLattice', 'bloch', 'circuit']));
    expect(motifsOf('erp')).toEqual(new Set(['ledger', 'flow', 'gantt', 'modules']));
    expect([...motifsOf('staffing')].some((m) => motifsOf('quantum').has(m))).toBe(false);
  });

  it('draws with finite numbers inside its frame, in valid path syntax', () => {
    for (const subject of subjects)
      for (const format of formats)
        for (const seed of seeds.slice(0, 20)) {
          const art = composeArt({ seed, subject, gradient: 'indigo-cyan' }, format);
          for (const layer of art.layers)
            for (const shape of layer.shapes) {
              expect(shape.kind === 'path' ? shape.d : 'M0 0').toMatch(/^(M[-\d. ]+([LHVCSQTAZhvlaqtcsz][-\d. ]*)*)+$/);
              const values = numbers(shape);
              expect(values.every(Number.isFinite)).toBe(true);
              // Textures run past the edges (the frame clips them), but nothing is drawn far away.
              expect(Math.max(...values.map(Math.abs))).toBeLessThanOrEqual(2 * (art.width + art.height));
            }
          expect(art.layers.length).toBeGreaterThan(3);
        }
  });

  it('colours from the entry’s gradient', () => {
    const accents = new Set(
      gradientNames.map((gradient) => composeArt({ seed: 'x', subject: 'cloud', gradient }, 'card').accent),
    );
    expect(accents.size).toBeGreaterThan(6);
  });

  it('draws every case study and article differently', () => {
    const studyArt = caseStudies.map(
      (s) => composeArt({ seed: s.slug, subject: serviceSubject[s.service], gradient: s.gradient }, 'card').signature,
    );
    expect(new Set(studyArt).size).toBe(caseStudies.length);
    const covers = posts.map((p) => composeArt(articleArtInput(p), 'card').signature);
    expect(new Set(covers).size).toBe(posts.length);
  });
});
