import { describe, expect, it } from 'vitest';
import { appTabs, openReportId, reportTabs } from './report-tab';

const app = 'http://localhost:8080';

describe('report tabs', () => {
  it('reads the open report from an editor address of the web app only', () => {
    expect(openReportId({ url: 'http://localhost:8080/reports/42' }, app)).toBe(42);
    expect(openReportId({ url: 'http://localhost:8080/reports/42/?tab=units#u1' }, app)).toBe(42);
    expect(openReportId({ url: 'http://localhost:8080/reports/42/history' }, app)).toBeNull();
    expect(openReportId({ url: 'http://localhost:8080/reports/working' }, app)).toBeNull();
    expect(openReportId({ url: 'http://localhost:8081/reports/42' }, app)).toBeNull();
    expect(openReportId({ url: 'https://rms.example.gov/reports/42' }, app)).toBeNull();
    expect(openReportId({}, app)).toBeNull();
  });

  it('puts the report in front first, then the most recently used', () => {
    const tabs = [
      { id: 1, url: `${app}/reports/1`, lastAccessed: 10 },
      { id: 2, url: `${app}/reports/2`, lastAccessed: 30 },
      { id: 3, url: `${app}/reports/3`, active: true, lastAccessed: 5 },
      { id: 4, url: `${app}/inbox`, active: true, lastAccessed: 50 },
      { url: `${app}/reports/5` },
    ];
    expect(reportTabs(tabs, app).map((t) => t.id)).toEqual([3, 2, 1]);
  });

  it('finds every tab of the app at its exact origin, whatever page it shows', () => {
    const tabs = [
      { id: 1, url: `${app}/dashboard` },
      { id: 2, url: 'http://localhost:8081/dashboard' },
      { id: 3, url: `${app}/reports/3` },
      { id: 4, url: 'not a url' },
      { id: 5 },
      { url: `${app}/search` },
    ];
    expect(appTabs(tabs, app).map((t) => t.id)).toEqual([1, 3]);
  });
});
