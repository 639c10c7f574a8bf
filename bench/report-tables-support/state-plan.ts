/**
 * The shape of the seeded state: 92 counties weighted by a rough population
 * proxy, 400 agencies placed in them, each with a report volume, officers, supervisors and an
 * administrator in proportion. Pure and seeded, so every run builds the same state.
 */

export interface County {
  code: string;
  cities: string[];
}

export interface AgencyPlan {
  idx: number;
  ori: string;
  name: string;
  countyCode: string;
  /** Share of all reports, summing to 1 over the agencies. */
  share: number;
  officers: number;
  supervisors: number;
}

/** Marion, Lake, Allen, Hamilton and the other large counties write most of the state's crashes. */
const COUNTY_BOOST: Record<string, number> = { '097': 10, '089': 4, '003': 4, '057': 3, '141': 3, '163': 2 };

/** A small deterministic generator (mulberry32): the same plan every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function planAgencies(counties: County[], agencyCount: number, reports: number): AgencyPlan[] {
  const random = seededRandom(20260501);
  const weights = counties.map((c) => (1 + c.cities.length) * (COUNTY_BOOST[c.code] ?? 1));
  const total = weights.reduce((a, b) => a + b, 0);
  // One agency per county (its sheriff), the rest shared out by weight, largest remainders first.
  const extra = agencyCount - counties.length;
  const exact = weights.map((w) => (extra * w) / total);
  const perCounty = exact.map((e) => 1 + Math.floor(e));
  let left = agencyCount - perCounty.reduce((a, b) => a + b, 0);
  for (const i of exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0])) {
    if (left-- <= 0) break;
    perCounty[i[1]]! += 1;
  }

  const plans: AgencyPlan[] = [];
  counties.forEach((county, c) => {
    const n = perCounty[c]!;
    const countyShare = weights[c]! / total;
    // The county's main police department takes half its crashes, the others share the rest unevenly.
    const parts = Array.from({ length: n }, (_, i) => (i === 0 ? 1 : 0.3 + random() * 1.4));
    const othersSum = parts.slice(1).reduce((a, b) => a + b, 0);
    parts.forEach((part, i) => {
      const share = n === 1 ? countyShare : i === 0 ? countyShare / 2 : (countyShare / 2) * (part / othersSum);
      const volume = share * reports;
      // About 150 reports per officer over ten years, and a supervisor per eight officers.
      const officers = Math.max(3, Math.round(volume / 150));
      plans.push({
        idx: plans.length + 1,
        ori: `IN${county.code}${String(i + 1).padStart(2, '0')}BN`,
        name: `${i === 0 ? 'Main' : `Agency ${i + 1}`} police of county ${county.code} (bench)`,
        countyCode: county.code,
        share,
        officers,
        supervisors: Math.max(2, Math.round(officers / 8)),
      });
    });
  });
  return plans;
}

/** Agency index per slot, each agency holding slots in proportion to its share: a weighted draw by one random index. */
export function agencySlots(plans: AgencyPlan[], slots: number): number[] {
  const out: number[] = [];
  let acc = 0;
  for (const p of plans) {
    acc += p.share * slots;
    while (out.length < Math.round(acc)) out.push(p.idx);
  }
  while (out.length < slots) out.push(plans[plans.length - 1]!.idx);
  return out.slice(0, slots);
}

/** Common Indiana street names; a search by prefix meets a realistic spread of matches. */
export const STREET_NAMES = (
  'MAIN,WASHINGTON,MERIDIAN,MICHIGAN,JEFFERSON,JACKSON,LINCOLN,MADISON,MARKET,MONROE,HARRISON,FRANKLIN,' +
  'WALNUT,CHESTNUT,PINE,OAK,MAPLE,ELM,CEDAR,SPRUCE,BROADWAY,CENTER,CHURCH,HIGH,SCHOOL,MILL,RIVER,LAKE,' +
  'PARK,SPRING,UNION,VINE,WATER,KESSLER,KEYSTONE,SHADELAND,EMERSON,ARLINGTON,POST,GERMAN CHURCH,' +
  'PENDLETON,FALL CREEK,ALLISONVILLE,CASTLETON,ALLEN,COLISEUM,CLINTON,CALHOUN,LAFAYETTE,STATE,NATIONAL,' +
  'MORTON,NORTHWESTERN,SOUTHPORT,THOMPSON,STOP 11,COUNTY LINE,RAYMOND,WASHINGTON CENTER,US 31,US 40,' +
  'US 41,US 421,SR 37,SR 67,SR 135,SR 32,I 65,I 70,I 69,I 74,I 94,I 465,I 64,BROAD RIPPLE,COLLEGE,' +
  'RURAL,SHERMAN,TIBBS,HOLT,LYNHURST,HIGH SCHOOL,DANDY TRAIL,ROCKVILLE,CRAWFORDSVILLE,LAFAYETTE ROAD,' +
  'MICHIGAN ROAD,ZIONSVILLE,DITCH,HAZEL DELL,GRAY,OLIO,FISHERS,STONY CREEK,CUMBERLAND,MITTHOEFER,' +
  'FRANKLIN ROAD,ACTON,ESSEX,MCCARTY,HANNA,TROY,SOUTHEASTERN,MADISON AVENUE,BLUFF,BELMONT,HARDING,' +
  'KENTUCKY,MINNESOTA,CAROLINA,INDIANA,OHIO,ILLINOIS,DELAWARE,ALABAMA,NEW JERSEY,PENNSYLVANIA,VERMONT,' +
  'NEW YORK,MASSACHUSETTS,NORTH,SOUTH,EAST,WEST,FIRST,SECOND,THIRD,FOURTH,FIFTH,SIXTH,SEVENTH,EIGHTH,' +
  'NINTH,TENTH,SIXTEENTH,TWENTY FIRST,THIRTY EIGHTH'
).split(',');

export const STREET_SUFFIXES = ['ST', 'AVE', 'RD', 'DR', 'BLVD', 'LN', 'PIKE', 'WAY', 'CT', 'PKWY'];
