#!/usr/bin/env node
/**
 * Google rich-results rules on every exported page: JSON-LD (and any microdata or RDFa) is
 * extracted with @marbec/web-auto-extractor and checked by @adobe/structured-data-validator,
 * independent tools that know Google's required and recommended fields per type.
 * Prints the findings per page; fails on any error (warnings are listed, not fatal).
 * The schema.org vocabulary check needs a download, so it is skipped (`null`): the site
 * must not depend on other hosts, and schema-dts already types the vocabulary at compile time.
 */
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { checkedFiles, read, routeOf } from '../scripts/html-files.mjs';

const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] });
const validator = new Validator(null);

let pagesWithData = 0;
let errors = 0;
let warnings = 0;

for (const file of checkedFiles()) {
  const data = extractor.parse(read(file));
  const items = Object.values(data).reduce((n, byType) => n + Object.values(byType ?? {}).flat().length, 0);
  if (items === 0) continue;
  pagesWithData++;
  const issues = await validator.validate(data);
  if (issues.length === 0) continue;
  console.log(routeOf(file));
  for (const issue of issues) {
    if (issue.severity === 'ERROR') errors++;
    else warnings++;
    const where = issue.path?.map((p) => p.type).join(' > ') ?? '';
    console.log(`  ${issue.severity.padEnd(7)} ${where}: ${issue.issueMessage}`);
  }
}

console.log(`Structured data: ${pagesWithData} pages with structured data, ${errors} errors, ${warnings} warnings.`);
if (pagesWithData === 0) {
  console.error('No structured data found: is the build in out/?');
  process.exit(1);
}
if (errors > 0) process.exit(1);
