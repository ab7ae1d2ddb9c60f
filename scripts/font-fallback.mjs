#!/usr/bin/env node
/**
 * Prints the fallback @font-face rules of app/fallback-fonts.css: for each local face a device may
 * have (Arial or its metric twin Liberation Sans on Windows, macOS and Linux; Roboto on Android;
 * DejaVu Sans on other Linux), the size-adjust and ascent/descent/line-gap overrides that give it
 * Inter's line widths and heights, one rule per weight band (Inter widens as it gets bolder, a
 * local face has only a regular and a bold). Widths are averaged over the characters of the
 * site's own copy, weighted by how often each occurs. Run it where those fonts are installed
 * (Debian: fonts-liberation, fonts-roboto-unhinted, fonts-dejavu-core) and paste its output
 * into app/fallback-fonts.css: the metrics are the fonts', so they change only with the fonts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const fontkit = createRequire(import.meta.url)('@pdf-lib/fontkit');
const open = (file) => fontkit.create(readFileSync(file));
const inter = (weight) => open(`node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** How often each character occurs in the site's copy: what a line of it is made of. */
const counts = new Map();
for (const file of readdirSync('content/copy')) {
  for (const char of readFileSync(`content/copy/${file}`, 'utf8')) {
    if (char >= ' ' && char <= '~') counts.set(char, (counts.get(char) ?? 0) + 1);
  }
}
const total = [...counts.values()].reduce((a, b) => a + b, 0);
/** The face's average advance per em over that mix. */
const averageWidth = (font) => {
  let sum = 0;
  for (const [char, n] of counts)
    sum += (font.glyphForCodePoint(char.codePointAt(0)).advanceWidth / font.unitsPerEm) * n;
  return sum / total;
};

const TRUETYPE = '/usr/share/fonts/truetype';
const families = [
  {
    name: 'Inter Fallback Arial',
    // Liberation Sans has Arial's advance widths and vertical metrics by design: one set of overrides serves both.
    regular: {
      file: `${TRUETYPE}/liberation/LiberationSans-Regular.ttf`,
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular', 'LiberationSans'],
    },
    bold: {
      file: `${TRUETYPE}/liberation/LiberationSans-Bold.ttf`,
      local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    },
  },
  {
    name: 'Inter Fallback Roboto',
    regular: {
      file: `${TRUETYPE}/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf`,
      local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
    },
    bold: { file: `${TRUETYPE}/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf`, local: ['Roboto Bold', 'Roboto-Bold'] },
  },
  {
    name: 'Inter Fallback DejaVu',
    regular: { file: `${TRUETYPE}/dejavu/DejaVuSans.ttf`, local: ['DejaVu Sans', 'DejaVuSans'] },
    bold: { file: `${TRUETYPE}/dejavu/DejaVuSans-Bold.ttf`, local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
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

const percent = (n) => `${(n * 100).toFixed(2)}%`;
const rules = [];
for (const family of families) {
  for (const band of bands) {
    const target = inter(band.inter);
    const face = family[band.face];
    const local = open(face.file);
    const size = averageWidth(target) / averageWidth(local);
    // Inter's own vertical metrics, divided by the scale the face is drawn at.
    const override = (value) => percent(Math.abs(value) / target.unitsPerEm / size);
    rules.push(`@font-face {
  font-family: '${family.name}';
  src: ${face.local.map((name) => `local('${name}')`).join(', ')};
  font-weight: ${band.range};
  size-adjust: ${percent(size)};
  ascent-override: ${override(target.ascent)};
  descent-override: ${override(target.descent)};
  line-gap-override: ${override(target.lineGap)};
}`);
  }
}
console.log(rules.join('\n'));
