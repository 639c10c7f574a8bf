// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mountEachTest } from '../../components/mount.fixture';
import { CaseNumberCell, StatusCell } from './report-marks';

const view = mountEachTest();

describe('the marks of a listed report', () => {
  it('flags a fatal crash as the priority in words beside its link, and nothing else', async () => {
    await view.render(
      <MemoryRouter>
        <CaseNumberCell row={{ id: 4, caseNumber: 'C-1', fatalityCount: 2 }} />
        <CaseNumberCell row={{ id: 5, caseNumber: null, fatalityCount: 0 }} />
      </MemoryRouter>,
    );
    const links = [...view.host().querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['C-1', '/reports/4'],
      ['Report 5', '/reports/5'],
    ]);
    const flags = view.host().querySelectorAll('[data-priority="fatal"]');
    expect(flags).toHaveLength(1);
    expect(flags[0]!.textContent).toBe('Fatal · priority');
    expect(flags[0]!.previousElementSibling?.textContent).toBe('C-1');
  });

  it('says when a report is due, and an overdue one with a sign and bold words', async () => {
    await view.render(
      <>
        <StatusCell
          row={{ status: 0, isSupplement: false, deadline: { kind: 'report', due: '2026-12-09', overdue: true } }}
        />
        <StatusCell
          row={{ status: 3, isSupplement: true, deadline: { kind: 'report', due: '2026-12-12', overdue: false } }}
        />
        <StatusCell
          row={{
            status: 1,
            isSupplement: false,
            deadline: { kind: 'review', due: '2026-12-10T16:00:00.000Z', overdue: true },
          }}
        />
        <StatusCell row={{ status: 4, isSupplement: false, deadline: null }} />
      </>,
    );
    const text = view.host().textContent;
    expect(text).toContain('Draft⚠ Overdue: was due 12/09/2026');
    expect(text).toContain('Rejected (supplement)Due 12/12/2026');
    expect(text).toMatch(/Pending Review⚠ Review overdue: was due 12\/10\/2026 \d\d:\d\d/);
    expect(text).toMatch(/Accepted$/);
    const marks = [...view.host().querySelectorAll('[data-deadline]')].map((m) => m.getAttribute('data-deadline'));
    expect(marks).toEqual(['overdue', 'due', 'overdue']);
    expect(view.host().querySelector('[data-deadline="overdue"]')!.className).toContain('font-semibold');
  });
});
