/**
 * The client's code lookup: loading every shipped list into the lookup, and
 * 2-character autocomplete queries on the largest lists. Target: under 1 ms per query.
 * Run with `npm run bench`; figures are for people to read beside the target, not for timed tests.
 */
import { performance } from 'node:perf_hooks';
import { entriesOfSeeds } from '../lib/codes/code-list';
import { CodeListId } from '../lib/codes/list-ids';
import { buildCodeLookup } from '../lib/codes/lookup';
import { codeListSeeds } from '../lib/codes/seed/all-code-lists';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

function stats(samples: number[], digits = 3) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(digits)} ms, p95 ${at(0.95).toFixed(digits)} ms, max ${at(1).toFixed(digits)} ms (n=${samples.length})`;
}

const entries = entriesOfSeeds(codeListSeeds, new Date().toISOString());
const builds: number[] = [];
let lookup = buildCodeLookup(entries);
for (let i = 0; i < ROUNDS; i++) {
  const t0 = performance.now();
  lookup = buildCodeLookup(entries);
  builds.push(performance.now() - t0);
}
console.log(`build lookup of ${codeListSeeds.length} lists, ${entries.length} entries: ${stats(builds, 2)}`);

/** Every 2-character text an officer could type that finds something: code starts and label bigrams. */
function twoCharacterTexts(listId: number): string[] {
  const texts = new Set<string>();
  for (const e of lookup.entries(listId)) {
    texts.add(e.code.slice(0, 2).toLowerCase());
    const label = e.label.toLowerCase();
    for (let i = 0; i + 2 <= label.length; i++) texts.add(label.slice(i, i + 2));
  }
  return [...texts].filter((t) => t.trim().length === 2);
}

const largest = codeListSeeds.reduce((a, b) => (b.entries.length > a.entries.length ? b : a));
const benched = [
  largest,
  ...codeListSeeds.filter((l) => [CodeListId.City, CodeListId.Citation].includes(l.listId as 3 | 340)),
];
let worstP95 = 0;
for (const list of new Set(benched)) {
  const texts = twoCharacterTexts(list.listId);
  for (const text of texts) lookup.search(list.listId, text); // warm up
  const samples: number[] = [];
  let found = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of texts) {
      const t0 = performance.now();
      found += lookup.search(list.listId, text).length;
      samples.push(performance.now() - t0);
    }
  }
  const sorted = [...samples].sort((a, b) => a - b);
  worstP95 = Math.max(worstP95, sorted[Math.floor(0.95 * sorted.length)] ?? 0);
  console.log(
    `search list ${list.listId} ${list.name} (${list.entries.length} entries), ${texts.length} two-character texts x ${ROUNDS}: ${stats(samples)}; ${(found / samples.length).toFixed(1)} answers each`,
  );
}
console.log(`target under 1 ms per query: ${worstP95 < 1 ? 'met' : 'NOT met'} (worst p95 ${worstP95.toFixed(3)} ms)`);
