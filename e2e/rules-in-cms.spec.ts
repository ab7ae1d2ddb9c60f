import { EDITED } from '../lib/content/dir.cjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { badInputs, withBadInput } from './bad-inputs';
import { field, openFile, openFolder, scrollTo } from './cms-editor';
import { changedFiles } from './cms-folder';
import { cmsAt } from './helpers';
import { copyProject } from './project-copy';

/**
 * Every rule the build checks is checked in the form before Save, in the same words: each bad
 * input of one table (e2e/bad-inputs.ts) is refused beside its field in the CMS, and by the
 * content check of a copy of the project holding all of them at once, on a line naming the file,
 * the line and the field's label.
 */
test.describe('a bad input is refused in the form before Save', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const input of badInputs)
    test(input.name, async ({ page }) => {
      const original = readFileSync(input.file, 'utf8');
      const inFile = input.typed === undefined;
      const overrides = inFile ? { [input.file]: withBadInput(original, input) } : {};
      await openFolder(page, { overrides });
      if ('entry' in input.open) await page.goto(cmsAt(`#/collections/${input.open.entry}`));
      else await openFile(page, input.open.label);
      const [label, value] = inFile ? input.touch! : [input.label, input.typed!];
      const box = field(page, label).first().getByRole('textbox').first();
      await scrollTo(page, box);
      await box.fill(value);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // Sveltia may have scrolled to the first field it refused: look from the top down.
      const shown = field(page, input.label).first();
      await page.mouse.wheel(0, -100_000);
      await scrollTo(page, shown);
      await expect(shown).toContainText(input.words);
      // Nothing saved: the folder holds what it was given.
      expect((await changedFiles(page)).map((f) => f.path)).toEqual(inFile ? [input.file] : []);
    });
});

test('the content check refuses every bad input at once, naming file, line and field, in the form’s words', () => {
  test.setTimeout(120_000);
  const project = mkdtempSync(join(tmpdir(), 'quantivo-bad-inputs-'));
  try {
    copyProject(project);
    // A file holds each bad input of a different field; another of the same field (or a second
    // broken body, as a body's first break is the one reported) goes into a copy of the entry.
    const texts = new Map<string, string>();
    const fileOf = new Map<(typeof badInputs)[number], string>();
    const taken = new Set<string>();
    for (const input of badInputs) {
      const slot = input.alone ? '*' : `${input.path.join('.') || 'body'}`;
      let file = input.file;
      for (let n = 2; taken.has(`${file}#${slot}`) || (input.alone && texts.has(file)); n++)
        file = input.file.replace(/(\.\w+)$/, `-${n}$1`);
      taken.add(`${file}#${slot}`);
      fileOf.set(input, file);
      texts.set(file, withBadInput(texts.get(file) ?? readFileSync(input.file, 'utf8'), input));
    }
    for (const [file, text] of texts) writeFileSync(join(project, file), text);
    // The editors' folder, where the bad values were written, whatever content this run's build read.
    const check = spawnSync('node', ['scripts/prepare-content.mjs'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: EDITED },
    });
    expect(check.status).not.toBe(0);
    const lines = check.stderr.split('\n').map((line) => line.trim());
    for (const input of badInputs) {
      const file = fileOf.get(input)!;
      const said = lines.filter((line) => line.startsWith(`${file}:`) && line.includes(input.words));
      expect(said, `${input.name}\n${check.stderr}`).toHaveLength(1);
      const [, line, label] = /^[^:]+:(\d+): (.*?) \(/.exec(said[0]!) ?? [];
      expect(label?.split(' › '), input.name).toContain(input.label);
      // The line is the field's, the bad text's in an article, or the entry's first for a field left out.
      const text = texts.get(file)!.split('\n');
      const at = `${text[Number(line) - 2] ?? ''}\n${text[Number(line) - 1]}`;
      const key = input.path.filter((k) => typeof k === 'string').at(-1);
      if (input.typed === '') expect(line, input.name).toBe('1');
      else expect(at, input.name).toMatch(key ? new RegExp(`\\b${key}:`) : /javascript:|data:|<script>|evil\.example/);
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
