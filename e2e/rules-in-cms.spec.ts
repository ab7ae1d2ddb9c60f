import { contentPath } from '../lib/build/content-dir.cjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { figuresIn } from '../lib/content/figures';
import { slugOf } from '../lib/content/slugs';
import { addressesIn, companyAddresses, spellingsIn } from '../lib/content/spellings';
import { site } from '../lib/content/site';
import { type BadInput, badInputs, placeBadInputs } from './bad-inputs';
import { field, fillJob, hidePreview, openFile, openFolder, save, scrollTo } from './cms-editor';
import { changedFiles, onDisk } from './cms-folder';
import { cmsAt } from './helpers';
import { copyProject } from './project-copy';

/**
 * Every rule the build checks is checked in the form before Save, in the same words: each bad
 * input of one table (e2e/bad-inputs.ts) is refused beside its field in the CMS, and by the
 * content check of a copy of the project holding all of them at once, on a line naming the file,
 * the line and the field's label.
 */
test.describe('a bad input is refused in the form before Save', () => {
  /**
   * Types `value` into the field's box and presses Save: the form then says `words` under the
   * field. That nothing was saved, the folder holding the files it was given byte for byte, is read
   * once after the last input (`nothingSaved`), as a save would stay in the folder: reading it out
   * of the page after each input took 0.28 core-seconds a look.
   */
  async function refused(page: Page, input: BadInput, [label, value]: [string, string]) {
    const box = field(page, label).first().getByRole('textbox').first();
    await scrollTo(page, box);
    await box.fill(value);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Sveltia may have scrolled to the first field it refused: look from the top down.
    const shown = field(page, input.label).first();
    await page.mouse.wheel(0, -100_000);
    await scrollTo(page, shown);
    await expect(shown).toContainText(input.words);
    return box;
  }

  /** The folder holds the files it was given (`given`, path to text) and no other change. */
  const nothingSaved = async (page: Page, given: Record<string, string>) =>
    expect(Object.fromEntries((await changedFiles(page)).map((f) => [f.path, f.bytes.toString('utf8')]))).toEqual(
      given,
    );

  /** Opens the input's entry (or its copy, `file`) or its page of copy. */
  const open = async (page: Page, input: BadInput, file = input.file) => {
    if ('entry' in input.open) {
      const slug = basename(file).replace(/\.\w+$/, '');
      await page.goto(cmsAt(`#/collections/${input.open.entry.replace(/[^/]+$/, slug)}`));
    } else if (file !== input.file) throw new Error(`${input.name}: a page of copy has no copy to hold it`);
    else await openFile(page, input.open.label);
  };

  // Values in files: one opening of the CMS (an opening is most of such a test's time) holding
  // every such file at once, placed as the content check's run below places them; each entry is
  // opened in turn, a field typed into, and Save refuses it.
  test('every bad value a file holds is refused under its field on Save, and nothing is saved', async ({ page }) => {
    const inputs = badInputs.filter((i) => i.typed === undefined);
    const { texts, fileOf } = placeBadInputs(inputs, (file) => readFileSync(onDisk(file), 'utf8'));
    const given = Object.fromEntries(texts);
    await openFolder(page, { overrides: given });
    for (const [i, input] of inputs.entries())
      await test.step(input.name, async () => {
        await open(page, input, fileOf.get(input));
        if (i === 0) await hidePreview(page);
        await refused(page, input, input.touch!);
      });
    await nothingSaved(page, given);
  });

  // Typed values: one opening of the CMS too, each entry opened in turn, each value typed into
  // its field and the field's own value put back before the next.
  test('every bad value typed into a field is refused under it on Save, and nothing is saved', async ({ page }) => {
    const byEntry = new Map<string, BadInput[]>();
    for (const input of badInputs.filter((i) => i.typed !== undefined)) {
      const key = JSON.stringify(input.open);
      byEntry.set(key, [...(byEntry.get(key) ?? []), input]);
    }
    await openFolder(page);
    for (const [i, inputs] of [...byEntry.values()].entries()) {
      await open(page, inputs[0]!);
      if (i === 0) await hidePreview(page);
      for (const input of inputs)
        await test.step(input.name, async () => {
          const box = field(page, input.label).first().getByRole('textbox').first();
          await scrollTo(page, box);
          const own = await box.inputValue();
          await (await refused(page, input, [input.label, input.typed!])).fill(own);
        });
    }
    await nothingSaved(page, {});
  });
});

/**
 * The content check's rules of any text (lib/content/spellings.ts, figures.ts) hold in the form's
 * text fields too, a line, a paragraph and a list's item alike: each is refused under its field,
 * in the sentence the check prints after file and line, and saved once mended.
 */
test('another spelling, an unlisted company address and a figure stated with another number are refused until mended', async ({
  page,
}) => {
  const file = 'content/jobs/devops-engineer.yaml';
  const summary = /^summary: (.*)$/m.exec(readFileSync(onDisk(file), 'utf8'))![1]!;
  const { label, value } = site.figures[0]!;
  const domain = site.email.split('@')[1]!;
  const cases = [
    ['Job title', 'DevOps Engineer, Bengaluru', 'DevOps Engineer, Bangalore', spellingsIn],
    [
      'Summary',
      `${summary} Write to jobs@${domain}.`,
      `${summary} Write to ${site.email}.`,
      addressesIn(companyAddresses(site)),
    ],
    [
      'Responsibilities',
      `Keep 7 ${label.toLowerCase()} in view.`,
      `Keep ${value} ${label.toLowerCase()} in view.`,
      figuresIn(site.figures),
    ],
  ] as const;
  await openFolder(page);
  await page.goto(cmsAt('#/collections/jobs/entries/devops-engineer'));
  await hidePreview(page);
  const box = (name: string) => field(page, name).first().getByRole('textbox').first();
  for (const [name, bad] of cases) {
    await scrollTo(page, box(name));
    await box(name).fill(bad);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/3 fields have errors/)).toBeVisible();
  for (const [name, bad, good, rule] of cases) {
    const words = rule(bad)[0]!;
    await page.mouse.wheel(0, -100_000);
    await scrollTo(page, field(page, name).first());
    await expect(field(page, name).first()).toContainText(words);
    await box(name).fill(good);
    await expect(field(page, name).first()).not.toContainText(words);
  }
  expect(await changedFiles(page)).toEqual([]);
  await save(page);
  const saved = (await changedFiles(page)).find((changed) => changed.path === file)?.bytes.toString();
  for (const [, , good] of cases) expect(saved).toContain(good);
});

test('an article stating a figure with another number is refused under it before Save', async ({ page }) => {
  const file = 'content/blog/fast-accessible-nextjs-sites.md';
  const { label } = site.figures[0]!;
  // Wrapped as a paragraph may be: the form reads the statement across the line break, as the check does.
  const line = `We count 7\n${label.toLowerCase()} so far.`;
  const text = readFileSync(onDisk(file), 'utf8').replace(/\n## /, `\n${line}\n\n## `);
  await openFolder(page, { overrides: { [file]: text } });
  await page.goto(cmsAt('#/collections/blog/entries/fast-accessible-nextjs-sites'));
  await hidePreview(page);
  await field(page, 'Title').getByRole('textbox').fill('Fast, accessible Next.js sites');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field(page, 'Article')).toContainText(figuresIn(site.figures)(line)[0]!);
  // The folder still holds the file as it was given: nothing saved.
  expect((await changedFiles(page)).map((f) => f.bytes.toString('utf8'))).toEqual([text]);
});

test('a new job titled with an apostrophe gets an address without a stray hyphen, as the check makes it', async ({
  page,
}) => {
  await openFolder(page);
  await fillJob(
    page,
    {
      title: 'India’s Quantum Software Engineer',
      location: 'New Delhi',
      role: 'Engineering',
      experience: '3+ years',
      employmentType: 'FULL_TIME',
      summary:
        'Build the software that schedules and compiles circuits for the National Quantum Mission’s testbeds, with our research team in New Delhi.',
      responsibilities: ['Write compiler passes.', 'Benchmark circuits on simulators.', 'Review code.'],
      requirements: ['Strong Python or Rust.', 'A graph-algorithms background.', 'Curiosity about hardware.'],
      offer: ['Time for research.', 'Health cover for your family.'],
    },
    { posted: '01-12-2026', closes: '28-02-2027' },
  );
  await save(page);
  expect((await changedFiles(page)).map((f) => f.path)).toEqual([
    `content/jobs/${slugOf('India’s Quantum Software Engineer')}.yaml`,
  ]);
  expect(slugOf('India’s Quantum Software Engineer')).toBe('indias-quantum-software-engineer');
});

test('the content check refuses every bad input at once, naming file, line and field, in the form’s words', () => {
  const project = mkdtempSync(join(tmpdir(), 'quantivo-bad-inputs-'));
  try {
    copyProject(project);
    // The rules across pages (a link to one) run once every entry is valid: a run of their own, after the rest.
    for (const group of [badInputs.filter((i) => !i.acrossPages), badInputs.filter((i) => i.acrossPages)]) {
      // Into the copy's folder of the tests' own content (CONTENT_DIR), which the check reads.
      const { texts, fileOf } = placeBadInputs(group, (file) => readFileSync(contentPath(file), 'utf8'));
      for (const [file, text] of texts) writeFileSync(join(project, contentPath(file)), text);
      const check = spawnSync('node', ['scripts/prepare-content.mjs'], { cwd: project, encoding: 'utf8' });
      expect(check.status).not.toBe(0);
      const lines = check.stderr.split('\n').map((line) => line.trim());
      for (const input of group) {
        const file = fileOf.get(input)!;
        const said = lines.filter((line) => line.startsWith(`${contentPath(file)}:`) && line.includes(input.words));
        expect(said, `${input.name}\n${check.stderr}`).toHaveLength(1);
        const [, line, label] = /^[^:]+:(\d+): (.*?) \(/.exec(said[0]!) ?? [];
        expect(label?.split(' › '), input.name).toContain(input.label);
        // The line is the field's, the bad text's in an article, or the entry's first for a field left out.
        const text = texts.get(file)!.split('\n');
        const at = `${text[Number(line) - 2] ?? ''}\n${text[Number(line) - 1]}`;
        const key = input.path.filter((k) => typeof k === 'string').at(-1);
        if (input.typed === '') expect(line, input.name).toBe('1');
        else
          expect(at, input.name).toMatch(
            key
              ? new RegExp(`\\b${key}:`)
              : /javascript:|data:|<script>|<iframe|\n# |\u202E|evil\.example|nonexistent|sentiment-analysis|#### /,
          );
      }
      // The project as it was, for the next run: each entry's own text again, no copies.
      for (const file of texts.keys())
        if (existsSync(contentPath(file)))
          writeFileSync(join(project, contentPath(file)), readFileSync(contentPath(file)));
        else rmSync(join(project, contentPath(file)));
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
