/** Starts a test run with an empty reports/ folder, so totals never include a stale run. */
import { mkdirSync, rmSync } from 'node:fs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
