// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../lib/api/schemas/user-schemas';
import type { PermissionRule } from '../../lib/auth/permissions/permission-rule';
import { bytesToBase64 } from '../../lib/format/base64';
import { mountEachTest } from '../../components/mount.fixture';
import { ApiClientContext } from '../api/api-client-context';
import { answeredFetch } from '../api/answered-fetch.fixture';
import { testClient } from '../api/client.fixture';
import { createSessionStore, SessionStoreContext } from '../session/session-store';
import { reportSubject } from '../session/use-ability';
import { GiveCopyDialog } from './give-copy-dialog';

const view = mountEachTest();
const report = { id: 17, authorUser: { id: 3 }, agencyOri: 'IN0490000', status: 4 };
const rules = {
  clerk: [{ action: ['read', 'print', 'export', 'readPersonalData', 'giveFullCopy'], subject: 'Report' }],
  supervisor: [{ action: ['read', 'print', 'export', 'readPersonalData'], subject: 'Report' }],
  agencyAdmin: [{ action: ['read', 'print', 'export'], subject: 'Report' }],
} satisfies Record<string, PermissionRule[]>;

/** The calls sent (path and payload), each answered by the next queued with `answer`. */
const { sent, answer } = answeredFetch();

async function drawn(permissions: PermissionRule[], delivery: 'print' | 'email' = 'print') {
  const session = createSessionStore();
  session.setState({ user: { id: 9, permissions } as unknown as User });
  const given: string[] = [];
  const closed: string[] = [];
  await view.render(
    <SessionStoreContext.Provider value={session}>
      <ApiClientContext.Provider value={testClient()}>
        <GiveCopyDialog
          report={{ id: report.id, name: 'A1' }}
          subject={reportSubject(report)}
          delivery={delivery}
          onClose={() => closed.push('closed')}
          onGiven={(m) => given.push(m)}
        />
      </ApiClientContext.Provider>
    </SessionStoreContext.Provider>,
  );
  return { given, closed };
}

const host = () => view.host();
const radio = (value: string) => host().querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
const control = <E extends HTMLElement>(label: string) => {
  const found = [...host().querySelectorAll('label')].find((l) => l.textContent === label);
  const element = document.getElementById(found?.htmlFor ?? '');
  if (!element) throw new Error(`No control labelled ${label}`);
  return element as E;
};
/** The texts tied to an element by aria-describedby. */
const described = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
const pick = (value: string) => act(() => radio(value).click());
const choose = (label: string, value: string) =>
  act(() => {
    const select = control<HTMLSelectElement>(label);
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
const type = (label: string, value: string) =>
  act(() => {
    const input = control<HTMLInputElement>(label);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = async () => {
  await act(() => host().querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  // The call's answer is drawn on a later turn.
  await act(() => new Promise((r) => setTimeout(r, 0)));
};
const USE = 'Permissible use claimed (18 U.S.C. 2721(b))';

describe('the copy dialog', () => {
  it('offers the full copy for the agency’s own work, and says why not for a requester, to a role that may not give it', async () => {
    await drawn(rules.supervisor);
    expect(radio('full').checked).toBe(true);
    expect(radio('full').disabled).toBe(false);
    await pick('requester');
    expect(radio('full').disabled).toBe(true);
    expect(radio('public').checked).toBe(true);
    const copy = radio('full').closest('fieldset')!;
    expect(described(copy)[0]).toMatch(/^Your role may not give a full copy to a requester outside the agency/);
    // The public copy asks for no permissible use.
    expect(() => control(USE)).toThrow();
  });

  it('gives a role that may not read the personal data the public copy alone', async () => {
    await drawn(rules.agencyAdmin);
    expect(radio('full').disabled).toBe(true);
    expect(radio('public').checked).toBe(true);
    expect(described(radio('full').closest('fieldset')!)[0]).toMatch(/^Your role may not see the personal data/);
  });

  it('checks lib’s rule before sending: a full copy for a requester needs the use and the proof, at their fields', async () => {
    await drawn(rules.clerk);
    await pick('requester');
    await type('Requester’s name', 'Acme Insurance');
    await choose('Kind of requester', 'insurer');
    await submit();
    expect(sent).toEqual([]);
    expect(described(control(USE))).toEqual([
      'A full copy needs the permissible use the requester claims (18 U.S.C. 2721(b)).',
    ]);
    expect(described(control('Proof seen'))).toContain(
      'Note the proof seen for the permissible use (a claim letter, a court order, an ID).',
    );
    // The first refused field takes the focus.
    expect(document.activeElement).toBe(control(USE));
  });

  it('shows the server’s refusal of a field at it, and any other refusal above the fields', async () => {
    await drawn(rules.clerk);
    await pick('requester');
    await type('Requester’s name', 'Acme Insurance');
    await choose('Kind of requester', 'insurer');
    await choose(USE, 'b6');
    await type('Proof seen', 'Claim letter 77-1');
    answer(400, {
      status: 'error',
      error: {
        code: 'validation',
        message: 'The request is not valid.',
        fieldErrors: [{ path: 'payload.requester.proof', message: 'The proof noted is at most 500 characters.' }],
      },
    });
    await submit();
    expect(sent).toEqual([
      {
        path: 'Report/GiveCopy',
        payload: {
          id: 17,
          copy: 'full',
          requester: { name: 'Acme Insurance', kind: 'insurer', permissibleUse: 'b6', proof: 'Claim letter 77-1' },
        },
      },
    ]);
    expect(described(control('Proof seen'))).toContain('The proof noted is at most 500 characters.');
    expect(host().querySelector('form > [role="alert"]')).toBeNull();

    answer(403, {
      status: 'error',
      error: { code: 'forbidden', message: 'You may not give a full copy of report 17 to a requester.' },
    });
    await submit();
    const above = host().querySelector('form > [role="alert"]');
    expect(above?.textContent).toBe('You may not give a full copy of report 17 to a requester.');
  });

  it('prints the public copy for a requester and saves the PDF the server made under its name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:copy');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { given, closed } = await drawn(rules.clerk);
    await pick('public');
    await pick('requester');
    await type('Requester’s name', ' Indy Star ');
    await choose('Kind of requester', 'media');
    answer(200, {
      status: 'ok',
      payload: {
        fileName: 'crash-report-17-A1-public.pdf',
        pdf: bytesToBase64(new TextEncoder().encode('%PDF-1.7')),
        release: {
          id: '5',
          reportId: 17,
          caseNumber: 'A1',
          agencyOri: 'IN0490000',
          copy: 'public',
          delivery: 'print',
          emailTo: null,
          requester: { name: 'Indy Star', kind: 'media' },
          agencyUse: false,
          permissibleUse: null,
          proof: '',
          givenBy: { id: 9, name: 'Cora Clerk' },
          givenAt: '2026-11-30T14:05:00.000Z',
          fileName: 'crash-report-17-A1-public.pdf',
        },
      },
    });
    await submit();
    expect(sent[0]!.payload).toEqual({ id: 17, copy: 'public', requester: { name: 'Indy Star', kind: 'media' } });
    expect(saved).toEqual(['crash-report-17-A1-public.pdf']);
    expect(given).toEqual(['The public copy of A1 was saved as crash-report-17-A1-public.pdf.']);
    expect(closed).toEqual(['closed']);
  });

  it('sends the copy by e-mail with the address and the message', async () => {
    const { given } = await drawn(rules.supervisor, 'email');
    await type('To (e-mail address)', 'records@agency.test');
    await type('Message (optional)', 'For the file.');
    answer(200, {
      status: 'ok',
      payload: { delivery: 'smtp', to: 'records@agency.test', fileName: 'x.pdf', copy: 'full', outboxId: null },
    });
    await submit();
    expect(sent[0]).toEqual({
      path: 'Report/ExportByEmail',
      payload: { id: 17, to: 'records@agency.test', message: 'For the file.', copy: 'full', requester: null },
    });
    expect(given).toEqual(['The full copy of A1 was sent to records@agency.test.']);
  });
});
