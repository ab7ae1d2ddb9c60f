/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { productGroups, products } from '.';

const SPEC: Record<string, string[]> = {
  'Cables & Wiring': [
    'power-cables',
    'control-cables',
    'instrumentation-cables',
    'thermocouple-cables',
    'compensating-cables',
  ],
  '5G & Radio Units': ['low-power-oru', 'mid-power-oru', '8t8r-macro-radio-unit', 'small-cell', '5g-cpe'],
  'Networking & Servers': [
    '1u-server',
    '2u-server',
    'switch',
    'universal-broadband-router',
    'optical-network-terminal',
  ],
  'Wireless & Access Points': ['wifi-5-access-point', 'wifi-7-access-point', 'outdoor-access-point'],
  'Cameras & Surveillance': ['ip-camera', 'surveillance-camera', 'dashcam', 'sports-trail-camera'],
  'IoT & Smart Devices': ['industrial-gateway', 'temperature-logger', 'smart-energy-monitor', 'ev-charger', 'cem'],
  'Personal Computing': ['laptop', 'tablet'],
};

describe('product catalogue', () => {
  it('has exactly the spec groups, slugs and membership, in order', () => {
    expect(Object.fromEntries(productGroups.map((g) => [g.title, g.products.map((p) => p.slug)]))).toEqual(SPEC);
    expect(products).toHaveLength(29);
  });

  it('uses no slug twice', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(productGroups.map((g) => g.slug)).size).toBe(productGroups.length);
  });

  it.each(products.map((p) => [p.slug, p] as const))('%s is a full entry whose images exist', (_, p) => {
    expect(p.title.length).toBeGreaterThan(2);
    expect(p.summary.length).toBeGreaterThanOrEqual(50);
    expect(p.summary.length).toBeLessThanOrEqual(160);
    expect(p.overview.length).toBeGreaterThanOrEqual(1);
    expect(p.uses.length).toBeGreaterThanOrEqual(4);
    expect(p.certifications.length).toBeGreaterThanOrEqual(2);
    expect(p.images.length).toBeGreaterThanOrEqual(1);
    expect(p.images.length).toBeLessThanOrEqual(3);
    for (const image of p.images) {
      expect(existsSync(join(process.cwd(), 'public', image.src))).toBe(true);
      expect(image.caption.length).toBeGreaterThan(20);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it.each(products.map((p) => [p.slug, p] as const))('%s has 6 to 12 specification rows, each named once', (_, p) => {
    expect(p.specs.length).toBeGreaterThanOrEqual(6);
    expect(p.specs.length).toBeLessThanOrEqual(12);
    expect(new Set(p.specs.map((row) => row.name)).size).toBe(p.specs.length);
  });

  it('has at least one multi-image product in every group', () => {
    for (const group of productGroups) {
      expect([group.title, group.products.some((p) => p.images.length > 1)]).toEqual([group.title, true]);
    }
  });

  it('names cem Centralized Energy Management', () => {
    expect(products.find((p) => p.slug === 'cem')?.title).toMatch(/Centralized Energy Management/);
  });
});
