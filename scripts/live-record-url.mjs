#!/usr/bin/env node
/**
 * Where a draft's preview reads the live site's record (build.json): under the public URL that
 * main's content/site.yaml states, taken only as an https address on a named domain, and checked
 * before any request. An edited URL (file:///etc/hostname#, a port, a user, an IP address) would
 * otherwise have curl read a file of the runner or reach a service beside it.
 *
 * `git show 'HEAD^1:content/site.yaml' | node scripts/live-record-url.mjs` prints the record's URL,
 * or says why not as a workflow error and exits 1.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';

/** A DNS name of labels and a top-level domain of letters: no IP address, no localhost. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The live record's URL under the public URL `defaultUrl`; throws, saying why, for anything but an https address on a domain. */
export function liveRecordUrl(defaultUrl) {
  const refuse = (why) => {
    throw new Error(
      `The public URL ${JSON.stringify(String(defaultUrl))} ${why}; the live site’s record is read only from an https address on the site’s own domain.`,
    );
  };
  // The raw text first: URL() would quietly drop an empty query or fragment and turn \ into /.
  if (typeof defaultUrl !== 'string' || !/^https:\/\/[^\s\\?#@]+$/.test(defaultUrl))
    refuse('is not an https address alone (no user, query, fragment or backslash)');
  const url = new URL(defaultUrl);
  if (url.port) refuse('names a port');
  if (!DOMAIN.test(url.hostname)) refuse('names no domain (an IP address or a local name)');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/build.json`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(liveRecordUrl(parse(readFileSync(0, 'utf8'))?.defaultUrl));
  } catch (error) {
    console.log(`::error title=The live site’s record::${error.message.replace(/[\r\n%]/g, ' ')}`);
    process.exit(1);
  }
}
