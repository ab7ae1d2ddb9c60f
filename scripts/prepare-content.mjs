#!/usr/bin/env node
/**
 * `npm run content:check`: checks all content (lib/content-check/prepare.ts, scripts/content-check.mjs)
 * and writes nothing; each problem is printed on one line with file, line, the field's label and
 * the rule. The build runs the same check as its first step (scripts/cms-bundle.mjs), before the
 * slow compile. `--generated` (npm's postinstall) only writes the files derived from the
 * registries (types/copy.d.ts, .vscode/settings.json), which are not committed.
 */
import { checkedContent, writeGeneratedFiles } from './content-check.mjs';

if (process.argv.includes('--generated')) await writeGeneratedFiles();
else await checkedContent();
