#!/usr/bin/env node
/**
 * Where a prerendered hop's time goes, read from Chromium traces that `HOPS_TRACE=<dir> node
 * bench/hops.mjs` wrote (Chromium's startup trace: no DevTools client, so the page is really
 * prerendered). For each trace: the tap (the harness's `hop:tap` mark on the old page), the
 * activation (`hop:activated` on the new page), the new page's first contentful paint, and the
 * work on each process's main and compositor threads between the tap and that paint, largest
 * first. A measuring tool: it prints, gates nothing.
 * Usage: node bench/hop-trace.mjs <trace.json | dir> [...]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const THREADS = /^(CrRendererMain|CrBrowserMain|VizCompositorThread|Compositor|CrGpuMain)$/;

function read(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(json) ? json : json.traceEvents;
}

function analyse(file) {
  const events = read(file);
  const threadName = new Map();
  const processName = new Map();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args.name);
    if (e.name === 'process_name') processName.set(e.pid, e.args.name);
    if (e.name === 'process_labels') processName.set(e.pid, `${processName.get(e.pid) ?? ''} ${e.args.labels}`);
  }
  const mark = (name) => events.find((e) => e.name === name && e.cat?.includes('user_timing'));
  const tap = mark('hop:tap');
  const activated = mark('hop:activated');
  if (!tap || !activated) return console.log(`${file}: no hop marks (not a prerendered hop)`);
  const paint = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === activated.pid && e.ts >= activated.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  const end = paint?.ts ?? activated.ts + 300_000;
  const ms = (us) => `${(us / 1000).toFixed(1)} ms`;
  console.log(`\n${file}`);
  console.log(
    `  tap → activation ${ms(activated.ts - tap.ts)}, activation → first contentful paint ${paint ? ms(paint.ts - activated.ts) : 'none in the trace'}`,
  );
  const who = (e) =>
    `${e.pid === activated.pid ? 'new page' : e.pid === tap.pid ? 'old page' : (processName.get(e.pid) ?? e.pid)} ${threadName.get(`${e.pid}:${e.tid}`)}`;
  // Complete events on the threads that decide a frame, inside the window, nested ones too.
  const inside = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.dur >= 500 &&
      e.ts + e.dur > tap.ts &&
      e.ts < end &&
      THREADS.test(threadName.get(`${e.pid}:${e.tid}`) ?? ''),
  );
  const timeline = inside
    .filter((e) => e.dur >= 2000 && !/^(ThreadControllerImpl::RunTask|RunTask|ThreadPool_RunTask)$/.test(e.name))
    .sort((a, b) => a.ts - b.ts);
  for (const e of timeline)
    console.log(
      `  +${ms(e.ts - tap.ts).padStart(9)}  ${ms(e.dur).padStart(9)}  ${who(e).padEnd(34)} ${e.name}${e.args?.data?.type ? ` (${e.args.data.type})` : ''}`,
    );
  // Software raster (this box has no GPU) runs on worker threads: its share of the window, per page.
  for (const [pid, label] of [
    [tap.pid, 'old page'],
    [activated.pid, 'new page'],
  ]) {
    const raster = events.filter(
      (e) => e.ph === 'X' && e.name === 'RasterTask' && e.pid === pid && e.ts + e.dur > tap.ts && e.ts < end,
    );
    if (raster.length)
      console.log(`  ${label}: ${raster.length} raster tasks, ${ms(raster.reduce((sum, e) => sum + e.dur, 0))} in all`);
  }
  // The display compositor drawing frames (in software on a machine without a GPU, as this one).
  const draws = events.filter((e) => e.name === 'Display::DrawAndSwap' && e.ts >= activated.ts && e.ts < end);
  if (draws.length)
    console.log(
      `  display compositor, activation → paint: ${draws.length} frames drawn, ${ms(draws.reduce((sum, e) => sum + e.dur, 0))} in all, the longest ${ms(Math.max(...draws.map((e) => e.dur)))}`,
    );
  const viewTransition = events.filter((e) => /ViewTransition/i.test(e.name) && e.ts >= tap.ts && e.ts < end + 400_000);
  if (viewTransition.length)
    console.log(
      `  view transition events: ${[...new Set(viewTransition.map((e) => `${e.name}@+${ms(e.ts - tap.ts)}`))].slice(0, 12).join(', ')}`,
    );
}

for (const arg of process.argv.slice(2)) {
  const files = statSync(arg).isDirectory()
    ? readdirSync(arg)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(arg, f))
    : [arg];
  files.sort().forEach(analyse);
}
