#!/usr/bin/env node
/**
 * Prints app/fallback-fonts.css: for each local face a device may have (Arial or its metric twin
 * Liberation Sans on Windows, macOS and Linux; Roboto on Android; DejaVu Sans on other Linux), the
 * size-adjust and ascent/descent/line-gap overrides that give it Inter's line widths and heights,
 * one rule per weight band (Inter widens as it gets bolder; a local face has a regular and a bold).
 * The widths are measured as a browser sets them: the site's own copy, line by line, in the site's
 * Inter and in each local face, in Chromium; the heights are Inter's own vertical metrics. Run it
 * where those fonts are installed (Debian: fonts-liberation, fonts-roboto-unhinted,
 * fonts-dejavu-core): `node scripts/font-fallback.mjs > app/fallback-fonts.css`, then Prettier.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const fontkit = require('@pdf-lib/fontkit');
const { findChrome, CHROME_FLAGS } = require('../tests/harness/find-chrome.cjs');

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
// The static instance has the variable font's vertical metrics, in a format fontkit reads.
const interMetrics = fontkit.create(readFileSync('node_modules/@fontsource/inter/files/inter-latin-400-normal.woff'));

/** The words of the site's copy and entries, value by value (not the YAML keys): what its lines are made of. */
const lines = ['content/copy', 'content/services', 'content/case-studies', 'content/enterprise-it', 'content/blog']
  .flatMap((dir) => readdirSync(dir).map((file) => readFileSync(`${dir}/${file}`, 'utf8')))
  .flatMap((yaml) => yaml.split('\n'))
  .map((line) => line.replace(/^\s*(?:- )?(?:[\w-]+: )?/, '').replace(/^'|'$/g, ''))
  .map((line) => line.replace(/[^ -~]/g, ''))
  .filter((line) => line.includes(' '));

const families = [
  {
    name: 'Inter Fallback Arial',
    // Liberation Sans has Arial's advance widths and vertical metrics by design: one set of overrides serves both.
    measured: 'Liberation Sans',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  {
    name: 'Inter Fallback Roboto',
    measured: 'Roboto',
    regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
  },
  {
    name: 'Inter Fallback DejaVu',
    measured: 'DejaVu Sans',
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
  },
];
/** Inter's weights the site sets, each with the band of weights it stands for and the local face closest in weight. */
const bands = [
  { inter: 400, range: '1 449', face: 'regular' },
  { inter: 500, range: '450 549', face: 'regular' },
  { inter: 600, range: '550 649', face: 'bold' },
  { inter: 700, range: '650 749', face: 'bold' },
  { inter: 800, range: '750 1000', face: 'bold' },
];

const chrome = findChrome();
const browser = await chromium.launch({ executablePath: chrome.own ? undefined : chrome.path, args: CHROME_FLAGS });
const page = await browser.newPage();
await page.setContent(
  `<style>@font-face { font-family: Inter; src: url(data:font/woff2;base64,${readFileSync(INTER).toString('base64')}); font-weight: 100 900; }</style>`,
);
/** The width of all the copy, each line set on its own, in `family` at `weight`. */
const widthIn = (family, weight) =>
  page.evaluate(
    async ({ name, fontWeight, copy }) => {
      const loaded = await document.fonts.load(`${fontWeight} 100px '${name}'`);
      if (name === 'Inter' && !loaded.length) throw new Error('Inter did not load');
      const span = document.body.appendChild(document.createElement('span'));
      Object.assign(span.style, {
        fontFamily: `'${name}', monospace`,
        fontWeight,
        fontSize: '100px',
        whiteSpace: 'pre',
      });
      let width = 0;
      for (const line of copy) {
        span.textContent = line;
        width += span.getBoundingClientRect().width;
      }
      span.remove();
      return width;
    },
    { name: family, fontWeight: weight, copy: lines },
  );

const percent = (n) => `${(n * 100).toFixed(2)}%`;
const rules = [];
for (const family of families) {
  for (const band of bands) {
    const size =
      (await widthIn('Inter', band.inter)) / (await widthIn(family.measured, band.face === 'bold' ? 700 : 400));
    // Inter's vertical metrics, divided by the scale the face is drawn at.
    const override = (value) => percent(Math.abs(value) / interMetrics.unitsPerEm / size);
    rules.push(`@font-face {
  font-family: '${family.name}';
  src: ${family[band.face].map((name) => `local('${name}')`).join(', ')};
  font-weight: ${band.range};
  size-adjust: ${percent(size)};
  ascent-override: ${override(interMetrics.ascent)};
  descent-override: ${override(interMetrics.descent)};
  line-gap-override: ${override(interMetrics.lineGap)};
}`);
  }
}
await browser.close();
console.log(
  "/* Generated by scripts/font-fallback.mjs: Inter's metrics matched by the local faces devices have (Arial or Liberation Sans, Roboto, DejaVu Sans), one rule per weight band, so text set in a fallback before Inter arrives, or instead of it, takes Inter's lines. */",
);
console.log(rules.join('\n'));
