/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawnOnce } from './build-cache';

const dir = mkdtempSync(join(tmpdir(), 'build-cache-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A drawing that counts how often it was drawn. */
const counted = (bytes: number[]) => jest.fn(async () => Uint8Array.from(bytes));

it('draws every time when no run named a folder (a deploy, npm start)', async () => {
  delete process.env.BUILD_CACHE_DIR;
  const draw = counted([1, 2, 3]);
  await drawnOnce('og', { title: 'About' }, draw);
  expect(await drawnOnce('og', { title: 'About' }, draw)).toEqual(Uint8Array.from([1, 2, 3]));
  expect(draw).toHaveBeenCalledTimes(2);
});

it('draws the same data once in a run, and gives back the same bytes', async () => {
  const draw = counted([7, 8, 9]);
  const first = await drawnOnce('og', { title: 'Careers', kind: 'Careers' }, draw, dir);
  const again = await drawnOnce('og', { title: 'Careers', kind: 'Careers' }, draw, dir);
  expect(draw).toHaveBeenCalledTimes(1);
  expect(again).toEqual(first);
  // Nothing half-written is left beside the drawing.
  expect(readdirSync(join(dir, 'og')).filter((name) => name.endsWith('.partial'))).toEqual([]);
});

it('draws again for other data, or the same data of another kind', async () => {
  const draw = counted([4]);
  await drawnOnce('og', { title: 'Blog' }, draw, dir);
  await drawnOnce('og', { title: 'Blog', text: 'Articles' }, draw, dir);
  await drawnOnce('datasheet', { title: 'Blog' }, draw, dir);
  expect(draw).toHaveBeenCalledTimes(3);
});
