import type { Kind } from './compare';
import { STREET_NAMES } from './state-plan';

/** Who searches: a state administrator, and the supervisors of the busiest agencies. */
export interface Searchers {
  stateAdmin: string;
  /** The i-th request's supervisor (they take turns). */
  supervisor: (i: number) => string;
}

const DAY_MS = 86_400_000;

/**
 * The searches bench/report-tables times: advanced search with a street (a state administrator
 * naming a county, a supervisor within their agency), by county and dates only, and by dates only;
 * quick search by case number and by street prefix, for both. Each draws its criteria from
 * `random`, so a run asks what the last one asked.
 */
export function searchKinds({
  searchers: { stateAdmin, supervisor },
  bigCounties,
  caseNumbers,
  random,
}: {
  searchers: Searchers;
  /** The counties with the most reports. */
  bigCounties: string[];
  /** Case numbers of the first supervisor's agency, cut to a prefix. */
  caseNumbers: string[];
  random: () => number;
}): { advanced: Kind[]; quick: Kind[] } {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const today = new Date();
  /** Crash dates of `fewest` to `most` days, ending on a day of the ten years. */
  const crashDates = (fewest: number, most: number) => {
    const days = fewest + Math.floor(random() * (most - fewest));
    const end = new Date(today.getTime() - Math.floor(random() * 3300) * DAY_MS);
    const start = new Date(end.getTime() - days * DAY_MS);
    return { dateFrom: start.toISOString().slice(0, 10), dateTo: end.toISOString().slice(0, 10) };
  };
  const withStreet = () => ({
    ...crashDates(30, 365),
    countyCode: pick(bigCounties),
    streetPrefix: pick(STREET_NAMES).slice(0, 3 + Math.floor(random() * 3)),
  });
  // Without a street: a county (or only the caller's agency) over six to twelve months of crash
  // dates (a search covers at most twelve).
  const datesOnly = (county: boolean) => ({
    ...crashDates(180, 360),
    ...(county ? { countyCode: pick(bigCounties) } : {}),
  });
  const search = (
    name: string,
    path: 'Report/AdvancedSearch' | 'Report/QuickSearch',
    who: (i: number) => string,
    payload: (i: number) => unknown,
  ): Kind => ({ name, target: 50, request: (i) => ({ token: who(i), path, payload: payload(i) }) });
  const admin = () => stateAdmin;
  const street = () => ({ text: pick(STREET_NAMES).slice(0, 4) });
  const caseNumber = (i: number) => ({ text: caseNumbers[i % caseNumbers.length] });

  return {
    advanced: [
      search('advanced search, state administrator (every agency)', 'Report/AdvancedSearch', admin, withStreet),
      search('advanced search, supervisor (own agency)', 'Report/AdvancedSearch', supervisor, withStreet),
      search(
        'advanced search by county and 6-12 months, no street, state administrator',
        'Report/AdvancedSearch',
        admin,
        () => datesOnly(true),
      ),
      {
        ...search(
          'advanced search by 6-12 months only, state administrator (every agency)',
          'Report/AdvancedSearch',
          admin,
          () => datesOnly(false),
        ),
        // Before its months were read apart it read every report of its dates statewide, most
        // of a second each at ten million (docs/server.md, "Report tables at a state's volume").
        maxSamples: 60,
      },
      search('advanced search by 6-12 months only, supervisor (own agency)', 'Report/AdvancedSearch', supervisor, () =>
        datesOnly(false),
      ),
    ],
    quick: [
      search('quick search by case number prefix, supervisor', 'Report/QuickSearch', () => supervisor(0), caseNumber),
      search('quick search by street prefix, supervisor', 'Report/QuickSearch', supervisor, street),
      search('quick search by street prefix, state administrator (every agency)', 'Report/QuickSearch', admin, street),
      search(
        'quick search by case number prefix, state administrator (every agency)',
        'Report/QuickSearch',
        admin,
        caseNumber,
      ),
    ],
  };
}
