// Benchmark: Lighthouse performance on mobile for the sign-in page and the signed-in pages
// merchants use most (bench/support/lighthouse-pages.ts), each the median of LIGHTHOUSE_RUNS runs
// (5 by default) with its range and the host's benchmarkIndex. Goal: at least 95. Prints figures;
// never fails.
import { auditPages, scoreLine } from './support/lighthouse-pages';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
await auditPages(RUNS, (score) => console.log(scoreLine(score)));
