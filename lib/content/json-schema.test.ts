/** @jest-environment node */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { copyDeclarations, schemaFiles, vscodeSettings } from './json-schema';

// `npm run schemas` sets this to rewrite the committed files after a schema change.
const update = process.env.UPDATE_SCHEMAS === '1';
const files = schemaFiles();
const outputs = [
  ...files.map((f) => ({ file: f.file, text: f.json })),
  { file: '.vscode/settings.json', text: vscodeSettings(files) },
  { file: 'types/copy.d.ts', text: copyDeclarations() },
];

describe('JSON Schema for editors', () => {
  it.each(outputs.map((o) => [o.file, o] as const))(
    '%s matches the zod schema (run `npm run schemas` after changing one)',
    (_, { file, text }) => {
      if (update) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      expect(existsSync(file) ? readFileSync(file, 'utf8') : '(missing)').toBe(text);
    },
  );

  it('checks a job file the way the build does: required fields, enums and date formats', () => {
    const jobs = JSON.parse(files.find((f) => f.file.endsWith('/jobs.json'))!.json);
    expect(jobs.required).toEqual(expect.arrayContaining(['title', 'location', 'validThrough']));
    expect(jobs.properties.location.enum).toContain('New Delhi');
    expect(jobs.properties.validThrough.format).toBe('date');
    expect(jobs.additionalProperties).toBe(false);
  });
});
