import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStateRepositoryFake, type StateRepositoryFake } from '../../fakes/state-repository-fake';
import { findElements, readXmlTree } from '../../fakes/xml-element-tree';
import { sampleCrashDocument } from './sample-crash-document';

const KEY = '0f4c6a1e-1111-2222-3333-444455556666:1';

describe('the XML element tree of the state repository fake', () => {
  it("names each element by the document's prefixes, with positions only among same-named siblings", () => {
    const root = readXmlTree(sampleCrashDocument());
    expect(root.path).toBe('/cr:CrashReport');
    expect(findElements(root, (e) => e.name === 'j:DriverLicense').map((e) => [e.path, e.text])).toEqual([
      ['/cr:CrashReport/j:Crash/j:CrashVehicle[1]/j:CrashDriver/j:DriverLicense', 'D999-000-111'],
      ['/cr:CrashReport/j:Crash/j:CrashVehicle[2]/j:CrashDriver/j:DriverLicense', 'D123-456-789'],
    ]);
    expect(findElements(root, (e) => e.name === 'nc:Date').map((e) => e.path)).toEqual([
      '/cr:CrashReport/j:Crash/nc:ActivityDate/nc:Date',
    ]);
  });

  it('counts positions per name, whatever lies between, and keeps attributes', () => {
    const root = readXmlTree('<a:R xmlns:a="urn:a" xmlns:b="urn:b"><a:X/><b:Y s="1"/><a:X>two</a:X><b:Y/><a:Z/></a:R>');
    expect(root.children.map((e) => e.path)).toEqual([
      '/a:R/a:X[1]',
      '/a:R/b:Y[1]',
      '/a:R/a:X[2]',
      '/a:R/b:Y[2]',
      '/a:R/a:Z',
    ]);
    expect(root.children[1]?.attributes).toEqual({ s: '1' });
    expect(root.children[2]?.text).toBe('two');
    expect(root.attributes).toEqual({ 'xmlns:a': 'urn:a', 'xmlns:b': 'urn:b' });
  });

  it('refuses a document that is not well-formed, or has elements without a prefix', () => {
    expect(() => readXmlTree('<cr:CrashReport><j:Crash></cr:CrashReport>')).toThrow('Not well-formed XML');
    expect(() => readXmlTree('<CrashReport/>')).toThrow('<CrashReport> has no prefix');
  });
});

describe('the state repository fake', () => {
  let fake: StateRepositoryFake;
  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${fake.url}/submissions`, { method: 'POST', body, headers });
  const proper = () => ({
    authorization: `Bearer ${fake.token}`,
    'content-type': 'application/xml',
    'idempotency-key': KEY,
  });

  beforeAll(async () => {
    fake = await startStateRepositoryFake({ token: 'fake-token', basePath: '/state/crash/v1/' });
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(async () => {
    await fake.reset();
  });

  it('serves the protocol under its path', () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/state\/crash\/v1$/);
    expect(fake.token).toBe('fake-token');
  });

  it('counts a key sent twice as one submission, and records both requests', async () => {
    const first = await post(sampleCrashDocument(), proper());
    const again = await post(sampleCrashDocument(), proper());
    expect([first.status, again.status]).toEqual([202, 202]);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(fake.submissionsFor(KEY)).toBe(1);
    expect(fake.submissions).toHaveLength(1);
    expect(fake.requests.map((r) => [r.method, r.path, r.idempotencyKey, r.status])).toEqual([
      ['POST', '/state/crash/v1/submissions', KEY, 202],
      ['POST', '/state/crash/v1/submissions', KEY, 202],
    ]);
    expect(fake.submissionsFor(KEY.replace(':1', ':2'))).toBe(0);
  });

  it('answers 401 without the bearer token, and takes nothing', async () => {
    const none = await post(sampleCrashDocument(), { ...proper(), authorization: '' });
    const wrong = await post(sampleCrashDocument(), { ...proper(), authorization: 'Bearer other' });
    expect([none.status, wrong.status]).toEqual([401, 401]);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(fake.submissions).toEqual([]);
  });

  it('answers 415 to a document that is not sent as application/xml, 400 without reasons to a bad key', async () => {
    const plain = await post(sampleCrashDocument(), { ...proper(), 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    const keyless = await post(sampleCrashDocument(), { ...proper(), 'idempotency-key': 'report-1' });
    expect(keyless.status).toBe(400);
    expect(await keyless.json()).toEqual({ message: 'Idempotency-Key must be <uniqueIdentifier>:<version>' });
    expect(fake.submissions).toEqual([]);
  });

  it('rejects a document that is not XML at intake, pointing at the whole document', async () => {
    const answer = await post('{"not": "xml"}', proper());
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      reasons: [{ code: 'NOT-XML', element: '/', message: expect.stringContaining('Not well-formed XML') }],
    });
  });

  it('answers 404 outside its path and to an unknown receipt', async () => {
    const headers = { authorization: `Bearer ${fake.token}` };
    expect((await fetch(`${new URL(fake.url).origin}/submissions`, { headers })).status).toBe(404);
    expect((await fetch(`${fake.url}/submissions/SR-000404`, { headers })).status).toBe(404);
  });

  it('is refused while stopped and speaks again once told', async () => {
    await fake.misbehave('stopped');
    await expect(post(sampleCrashDocument(), proper())).rejects.toThrow();
    await fake.misbehave('none');
    expect((await post(sampleCrashDocument(), proper())).status).toBe(202);
  });

  it('takes nothing while it misbehaves, but a slow one takes the submission it answers late', async () => {
    await fake.misbehave('unavailable');
    expect((await post(sampleCrashDocument(), proper())).status).toBe(503);
    expect(fake.submissions).toEqual([]);
    fake.settings.slowMs = 50;
    await fake.misbehave('slow');
    const late = await post(sampleCrashDocument(), proper());
    expect(late.status).toBe(202);
    expect(fake.submissionsFor(KEY)).toBe(1);
    await fake.reset();
    expect(fake.settings.slowMs).toBe(5000);
  });

  it('runs on its own, printing its URL', async () => {
    const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
    const script = path.resolve(import.meta.dirname, '../../fakes/state-repository-fake.ts');
    const child = spawn(tsx, [script, '--port', '0', '--token', 't'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(out.split('\n')[0]!);
        });
        child.once('exit', (code) => reject(new Error(`the fake exited with ${code}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/crash\/v1$/);
      const answer = await fetch(`${url}/submissions`, {
        method: 'POST',
        body: sampleCrashDocument(),
        headers: { authorization: 'Bearer t', 'content-type': 'application/xml', 'idempotency-key': KEY },
      });
      expect(await answer.json()).toEqual({ receipt: 'SR-000001' });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
