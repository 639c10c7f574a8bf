import { describe, expect, it } from 'vitest';
import { documentOf, harness } from './open-report.fixture';

const DAMAGE = 'Parties.0.Vehicle.Damage';

describe('a derived value in a field of several picks', () => {
  it('is not picked again under the click that unpicked it, and is given back once the officer goes on', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.session.setValue('Parties', [{ Info: { Type: '20' }, Vehicle: {} }]);
    h.session.setValue('Parties.0.Vehicle.Impact', '12');
    expect(h.state().data).toMatchObject({ Parties: [{ Vehicle: { Damage: ['12'] } }] });
    expect(h.state().provenance).toMatchObject({ [DAMAGE]: 'derived' });

    // The officer unpicks the derived area to pick another: it does not come back between.
    h.session.setValue(DAMAGE, []);
    expect(h.state().data).toMatchObject({ Parties: [{ Vehicle: { Damage: [] } }] });
    h.session.setValue(DAMAGE, ['11']);
    expect(h.state().data).toMatchObject({ Parties: [{ Vehicle: { Damage: ['11'] } }] });
    expect(h.state().provenance).not.toHaveProperty([DAMAGE]);

    // Left empty while the officer goes on to another field: the area of the impact fills it again.
    h.session.setValue(DAMAGE, []);
    h.session.setValue('Notes.Summary', 'Angle crash');
    expect(h.state().data).toMatchObject({ Parties: [{ Vehicle: { Damage: ['12'] } }] });
    expect(h.state().provenance).toMatchObject({ [DAMAGE]: 'derived' });
  });
});
