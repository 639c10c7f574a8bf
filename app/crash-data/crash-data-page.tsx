import { useEffect } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import type { CrashFilter } from '../../lib/analysis/crash-filter';
import { DUPLICATES_REFUSAL, mayReviewDuplicates } from '../../lib/analysis/crash-duplicates';
import { subjectOf } from '../../lib/auth/permissions/ability';
import { formatDate } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { Ribbon } from '../layout/ribbon';
import { useAbility } from '../session/use-ability';
import { CrashFilterFormView } from './crash-filter-form';
import { crashDataSearch, formOfSearch, type CrashDataView } from './crash-filter-form-state';
import type { CrashDataAnswer } from './crash-data-loader';
import { CrashViewTables } from './crash-view-tables';
import { CrashMapTab } from './map/crash-map-tab';
import { CrashLocationsTab } from './locations/crash-locations-tab';
import { LocationFilterNotice } from './locations/location-filter-notice';
import { PinViewButton } from './pin-view-button';
import { CrashDuplicatesTab } from './duplicates/crash-duplicates-tab';
import { counted } from '../../lib/format/counts';

// The route takes the page and its loader from one chunk (router.tsx).
export { crashDataLoader } from './crash-data-loader';

/** How often the counts are read again while the screen is open, so a report accepted meanwhile shows within a minute. */
export const CRASH_DATA_REFRESH_MS = 30_000;

/** The screen's views of one filter, each a tab whose name the address keeps (`view`). */
const commonTabs: { view: CrashDataView; label: string }[] = [
  { view: 'charts', label: 'Charts' },
  { view: 'map', label: 'Map' },
  { view: 'locations', label: 'High-crash locations' },
];
/** Comparing two agencies' reports is the state administrator's alone (lib/analysis/crash-duplicates.ts). */
const duplicatesTab = { view: 'duplicates', label: 'Possible duplicates' } as const;

/** The names the map and the locations are pinned by; the charts pin each view by its own title. */
const pinTitles = { map: 'Crash map', locations: 'High-crash locations' } as const;

/** The crash data screen (docs/rules/crash-data.md): filters in the address, then the counts of the filter. */
export function CrashDataPage() {
  const answer = useLoaderData<CrashDataAnswer>();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const ability = useAbility();
  const mayPin = ability.can('analyze', 'Report');
  const everyAgency = ability.can('analyze', subjectOf('Report', { agencyOri: '', authorUserId: 0 }));
  const reviewsDuplicates = mayReviewDuplicates(ability);
  const tabs = reviewsDuplicates ? [...commonTabs, duplicatesTab] : commonTabs;
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/crash-data';

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, CRASH_DATA_REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  const show = (filter: CrashFilter) =>
    void navigate(`/crash-data${crashDataSearch(filter, answer.view, answer.trend)}`);
  const { views, filter } = answer;
  const tabHref = (view: CrashDataView) => `/crash-data${crashDataSearch(filter ?? {}, view, answer.trend)}`;

  return (
    <>
      <Ribbon title="Crash data" />
      <div className="flex flex-col gap-4 p-4">
        <CrashFilterFormView
          form={formOfSearch(new URLSearchParams(location.search))}
          errors={answer.fieldErrors}
          everyAgency={everyAgency}
          busy={busy}
          onFilter={show}
        />
        <LocationFilterNotice search={location.search} error={answer.fieldErrors?.locationKey} />
        {tabs.length > 1 && (
          <nav aria-label="Crash data views" className="flex gap-2 border-b border-line">
            {tabs.map((t) => (
              <Link
                key={t.view}
                to={tabHref(t.view)}
                aria-current={t.view === answer.view ? 'page' : undefined}
                className={`px-3 py-2 ${t.view === answer.view ? 'border-b-2 border-brand font-semibold' : ''}`}
              >
                {t.label}
              </Link>
            ))}
          </nav>
        )}
        {answer.error && <Alert tone="error">{answer.error}</Alert>}
        {answer.view === 'charts' && !views && !answer.error && !answer.fieldErrors && (
          <Spinner label="Counting the crashes…" />
        )}
        {answer.view === 'charts' && views && (
          <section aria-label="Crash counts" className="flex flex-col gap-3">
            <p role="status">
              {counted(views.total, 'crash', 'crashes')} from {formatDate(views.dateFrom)} to {formatDate(views.dateTo)}
              ; {views.previousTotal.toLocaleString('en-US')} in the period before ({formatDate(views.previousFrom)} to{' '}
              {formatDate(views.previousTo)}).
            </p>
            {views.total === 0 && <Alert tone="info">No crashes match these filters.</Alert>}
            <CrashViewTables views={views} period={answer.trend} mayPin={mayPin} />
          </section>
        )}
        {mayPin && filter && (answer.view === 'map' || answer.view === 'locations') && (
          <PinViewButton view={answer.view} title={pinTitles[answer.view]} />
        )}
        {answer.view === 'map' && filter && <CrashMapTab filter={filter} />}
        {answer.view === 'locations' && filter && <CrashLocationsTab filter={filter} trend={answer.trend} />}
        {answer.view === 'duplicates' &&
          filter &&
          (reviewsDuplicates ? (
            <CrashDuplicatesTab filter={filter} />
          ) : (
            <Alert tone="info">{DUPLICATES_REFUSAL}</Alert>
          ))}
      </div>
    </>
  );
}
