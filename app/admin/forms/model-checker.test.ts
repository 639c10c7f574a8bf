import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { createModelChecker, type ModelCheckAnswer, type ModelCheckRequest } from './model-checker';

/** A worker that keeps what it is sent, answers when the test says, and says whether it was ended. */
class FakeWorker {
  onmessage: ((event: MessageEvent<ModelCheckAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: ModelCheckRequest[] = [];
  terminated = false;
  postMessage(request: ModelCheckRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(request: ModelCheckRequest, problems: ModelCheckAnswer['problems'] = []) {
    const data: ModelCheckAnswer = { id: request.id, model: {}, definition: null, problems, ms: 1 };
    this.onmessage?.({ data } as MessageEvent<ModelCheckAnswer>);
  }
  fail() {
    this.onerror?.({} as ErrorEvent);
  }
}

/** A checker on a fake worker, with the workers it started. */
function checkerOnFakes() {
  const started: FakeWorker[] = [];
  const checker = createModelChecker(() => {
    const worker = new FakeWorker();
    started.push(worker);
    return worker as unknown as Worker;
  });
  return { checker, started };
}

const shipped = JSON.stringify(vehicleCrashReport, null, 2);

// Node has no Worker: these are the checks a page runs itself when its worker cannot start.
describe('the designer model check where no worker runs', () => {
  it('answers the model, its definition and no problems for the shipped form', async () => {
    const answer = await createModelChecker().check(shipped, null);
    expect(answer.problems).toEqual([]);
    expect(answer.definition?.name).toBe(vehicleCrashReport.name);
    expect(answer.definition?.sections.length).toBe(vehicleCrashReport.sections.length);
    expect(answer.ms).toBeGreaterThan(0);
  });

  it('answers each problem at its line, and each request by its own id', async () => {
    const checker = createModelChecker();
    const text = JSON.stringify({ ...vehicleCrashReport, lockDuration: 'soon' }, null, 2);
    const [first, second] = await Promise.all([checker.check(text, null), checker.check('{"title": ', null)]);
    expect([first.id, second.id]).toEqual([1, 2]);
    const line = text.slice(0, text.indexOf('"lockDuration"')).split('\n').length;
    expect(first.problems.map((p) => p.line)).toEqual([line]);
    expect(second.model).toBeUndefined();
    expect(second.problems[0]?.message).toBe('A value is expected.');
  });
});

describe('a model checker of its own for each designer', () => {
  it('starts its worker at the first check, and sends each check there with the code list ids', async () => {
    const { checker, started } = checkerOnFakes();
    expect(started).toEqual([]);
    const answer = checker.check('{}', new Set([7, 9]));
    const second = checker.check('[]', null);
    expect(started).toHaveLength(1);
    const [worker] = started;
    expect(worker!.sent).toEqual([
      { id: 1, text: '{}', codeListIds: [7, 9] },
      { id: 2, text: '[]', codeListIds: null },
    ]);
    // Answers come back by their id, in whatever order the worker sends them.
    worker!.answer(worker!.sent[1]!);
    worker!.answer(worker!.sent[0]!, [{ line: 1, column: 1, message: 'Wrong.', path: [] }]);
    expect((await answer).problems.map((p) => p.message)).toEqual(['Wrong.']);
    expect((await second).id).toBe(2);
  });

  it('keeps its own worker, ids and checks apart from another checker', async () => {
    const one = checkerOnFakes();
    const other = checkerOnFakes();
    const first = one.checker.check('{"a": 1}', null);
    const elsewhere = other.checker.check('{"b": 2}', null);
    expect(one.started[0]!.sent.map((r) => [r.id, r.text])).toEqual([[1, '{"a": 1}']]);
    expect(other.started[0]!.sent.map((r) => [r.id, r.text])).toEqual([[1, '{"b": 2}']]);

    // The other's worker answering id 1 answers only its own check.
    other.started[0]!.answer(other.started[0]!.sent[0]!);
    await elsewhere;
    let answered = false;
    void first.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);

    // Ending one leaves the other's worker running.
    one.checker.dispose();
    expect(one.started[0]!.terminated).toBe(true);
    expect(other.started[0]!.terminated).toBe(false);
    void other.checker.check('{}', null);
    expect(other.started[0]!.sent).toHaveLength(2);
  });

  it('ends its worker on dispose, leaves what was in it unanswered, and checks on the page after', async () => {
    const { checker, started } = checkerOnFakes();
    let answered = false;
    void checker.check('{}', null).then(() => (answered = true));
    const worker = started[0]!;
    checker.dispose();
    expect(worker.terminated).toBe(true);
    worker.answer(worker.sent[0]!);
    await Promise.resolve();
    expect(answered).toBe(false);

    const after = await checker.check(shipped, null);
    expect(started).toHaveLength(1);
    expect(worker.sent).toHaveLength(1);
    expect(after.definition?.name).toBe(vehicleCrashReport.name);
  });

  it('answers on the page the checks its failed worker held, and the later ones', async () => {
    const { checker, started } = checkerOnFakes();
    const held = checker.check('{"title": ', null);
    started[0]!.fail();
    expect(started[0]!.terminated).toBe(true);
    expect((await held).problems[0]?.message).toBe('A value is expected.');
    expect((await checker.check(shipped, null)).problems).toEqual([]);
    expect(started).toHaveLength(1);
  });
});
