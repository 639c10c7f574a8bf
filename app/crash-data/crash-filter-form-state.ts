import {
  crashFilterFromSearch,
  crashFilterToSearch,
  TREND_PERIODS,
  type CrashFilter,
  type TrendPeriod,
} from '../../lib/analysis/crash-filter';
import { KABCO_LEVELS, type KabcoLevel } from '../../lib/analysis/crash-severity';

/** The crash data filter as typed: text fields '' for "any", switches '' | 'yes' | 'no'. */
export interface CrashFilterForm {
  dateFrom: string;
  dateTo: string;
  countyCode: string;
  municipalityCode: string;
  agencyOri: string;
  crashTypeCode: string;
  mannerOfCollision: string;
  primaryFactor: string;
  severity: KabcoLevel[];
  hitAndRun: '' | 'yes' | 'no';
  commercialVehicle: '' | 'yes' | 'no';
  includeInProgress: boolean;
  /** A high-crash location the filter keeps, shown with a way to remove it rather than as a field. */
  locationKey: string;
}

export const emptyCrashFilterForm: CrashFilterForm = {
  dateFrom: '',
  dateTo: '',
  countyCode: '',
  municipalityCode: '',
  agencyOri: '',
  crashTypeCode: '',
  mannerOfCollision: '',
  primaryFactor: '',
  severity: [],
  hitAndRun: '',
  commercialVehicle: '',
  includeInProgress: false,
  locationKey: '',
};

const yesNo = (v: '' | 'yes' | 'no') => (v === '' ? undefined : v === 'yes');
const yesNoText = (v: unknown): '' | 'yes' | 'no' => (v === true ? 'yes' : v === false ? 'no' : '');

/** The request the form stands for, before the shared schema checks it (blank text is dropped there). */
export function filterOfForm(form: CrashFilterForm): Record<string, unknown> {
  return {
    ...form,
    severity: form.severity.length ? form.severity : undefined,
    hitAndRun: yesNo(form.hitAndRun),
    commercialVehicle: yesNo(form.commercialVehicle),
    includeInProgress: form.includeInProgress || undefined,
  };
}

/** The form an address stands for: what it lacks is blank, what it cannot be is left for the schema to name. */
export function formOfSearch(params: URLSearchParams): CrashFilterForm {
  const raw = crashFilterFromSearch(params);
  const text = (key: keyof CrashFilterForm) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  return {
    dateFrom: text('dateFrom'),
    dateTo: text('dateTo'),
    countyCode: text('countyCode'),
    municipalityCode: text('municipalityCode'),
    agencyOri: text('agencyOri'),
    crashTypeCode: text('crashTypeCode'),
    mannerOfCollision: text('mannerOfCollision'),
    primaryFactor: text('primaryFactor'),
    severity: ((raw.severity as string[] | undefined) ?? []).filter((l): l is KabcoLevel =>
      (KABCO_LEVELS as readonly string[]).includes(l),
    ),
    hitAndRun: yesNoText(raw.hitAndRun),
    commercialVehicle: yesNoText(raw.commercialVehicle),
    includeInProgress: raw.includeInProgress === true,
    locationKey: text('locationKey'),
  };
}

/** The screen's own keys beside the filter's: which view is shown, and the trend's periods. */
export const CRASH_DATA_VIEWS = ['charts', 'map', 'locations', 'duplicates'] as const;
export type CrashDataView = (typeof CRASH_DATA_VIEWS)[number];

export function viewOfSearch(params: URLSearchParams): CrashDataView {
  const view = params.get('view');
  return (CRASH_DATA_VIEWS as readonly string[]).includes(view ?? '') ? (view as CrashDataView) : 'charts';
}

export function trendOfSearch(params: URLSearchParams): TrendPeriod {
  const trend = params.get('trend');
  return (TREND_PERIODS as readonly string[]).includes(trend ?? '') ? (trend as TrendPeriod) : 'month';
}

/** The address of a view: its filter, then the view and the trend's periods when not the first ones. */
export function crashDataSearch(filter: Partial<CrashFilter>, view: CrashDataView, trend: TrendPeriod): string {
  const params = crashFilterToSearch(filter);
  if (view !== 'charts') params.set('view', view);
  if (trend !== 'month') params.set('trend', trend);
  const text = params.toString();
  return text ? `?${text}` : '';
}
