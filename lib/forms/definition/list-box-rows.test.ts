import { describe, expect, it } from 'vitest';
import { LIST_BOX_ROWS } from '../../ui/ui-constants';
import { fieldSchema } from './field-schema';
import { formDefinitionSchema } from './definition-schema';
import { vehicleCrashReport } from '../vehicle-crash-report';

const listBox = { key: 'RESTRICTIONCDE', label: 'Licence Restrictions', type: 'multiCode', codeListId: 1 };

describe('list box heights in a form definition', () => {
  it('are 6, 22 or 30 rows, on list boxes only', () => {
    expect(LIST_BOX_ROWS).toEqual([6, 22, 30]);
    for (const rows of LIST_BOX_ROWS) expect(fieldSchema.safeParse({ ...listBox, listRows: rows }).success).toBe(true);
    const tenRows = fieldSchema.safeParse({ ...listBox, listRows: 10 });
    expect(tenRows.error?.issues[0]?.message).toBe('A list box shows 6, 22, 30 rows.');
    const onText = fieldSchema.safeParse({ key: 'NAME', label: 'Name', type: 'text', listRows: 22 });
    expect(onText.error?.issues[0]?.message).toBe('NAME: only a list box has listRows.');
  });

  it('are valid in the vehicle crash report, whose licence restrictions ask for 22', () => {
    expect(formDefinitionSchema.safeParse(vehicleCrashReport).success).toBe(true);
    const driver = vehicleCrashReport.sections
      .find((s) => s.key === 'Units')
      ?.sections?.find((s) => s.key === 'Driver');
    expect(driver?.fields.find((f) => f.key === 'RESTRICTIONCDE')?.listRows).toBe(22);
  });
});
