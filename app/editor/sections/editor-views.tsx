import type { FormDefinition, SectionDefinition } from '../../../lib/forms/definition/definition-schema';
import type { CodeLookup } from '../../../lib/codes/lookup';
import { formRoles, itemRoleValue, roleItemPath, roleItems } from '../../../lib/forms/definition/form-roles';
import { getAt } from '../../../lib/forms/definition/paths';
import { itemIdOf, newItem } from '../../../lib/forms/definition/item-ids';
import type { FieldRole, SectionRole } from '../../../lib/forms/definition/roles';
import { isInactive, type UiState } from '../../../lib/forms/report-data/ui-state';
import { Button } from '../../../components/button';
import { useCodeLists } from '../../code-lists/code-list-store';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { RepeatedSection, SectionFields } from './section-view';

/** The section a navigation path edits: a root, a unit's section, or a unit itself (its Unit Information). */
export function sectionAt(
  definition: FormDefinition,
  path: string,
): { section: SectionDefinition; path: string } | null {
  const [root, index, child] = path.split('.');
  const top = definition.sections.find((s) => s.key === root);
  if (!top) return null;
  if (index === undefined) return { section: top, path: root as string };
  const sub = top.sections?.find((s) => s.key === (child ?? top.sections?.[0]?.key));
  return sub ? { section: sub, path: `${root}.${index}.${sub.key}` } : null;
}

export function SectionPanel({
  definition,
  path,
  onOpen,
}: {
  definition: FormDefinition;
  path: string;
  onOpen: (path: string) => void;
}) {
  const units = formRoles(definition).section('units');
  if (units && path === units.path) return <UnitSummary definition={definition} onOpen={onOpen} />;
  if (path === 'Parties') return <PartiesSummary definition={definition} />;
  const target = sectionAt(definition, path);
  if (!target) return <p>There is no section {path}.</p>;
  return (
    <section aria-labelledby="section-title" className="flex flex-col gap-4">
      <h2 id="section-title" className="text-lg font-semibold">
        {target.section.label}
        {units && path.startsWith(`${units.path}.`) && ` — Unit ${Number(path.split('.')[1]) + 1}`}
      </h2>
      {target.section.repeat ? (
        <RepeatedSection section={target.section} path={target.path} named={false} />
      ) : (
        <SectionFields section={target.section} path={target.path} />
      )}
    </section>
  );
}

/**
 * A Unit Summary line: the unit type by its label, and the vehicle only while the unit shows its
 * vehicle section (a pedestrian keeps what was typed as a vehicle, hidden, and is not described by it).
 */
function unitLine(
  definition: FormDefinition,
  unit: Record<string, unknown>,
  index: number,
  ui: UiState,
  codes: CodeLookup | null,
) {
  const roles = formRoles(definition);
  const value = (section: SectionRole, role: FieldRole) => {
    const v = itemRoleValue(roles, roles.section(section)?.itemPattern ?? '', roleItems(roles, section, unit)[0], role);
    return typeof v === 'string' ? v : '';
  };
  const type = value('unit.information', 'unit.type');
  const typeList = roles.fieldIn(roles.section('unit.information')?.itemPattern ?? '', 'unit.type')?.codeListId;
  const typeText = type
    ? (typeList !== undefined && codes?.get(typeList, type)?.label) || `type ${type}`
    : 'type not set';
  const vehiclePath = roleItemPath(roles, 'unit.vehicle', index);
  const make = value('unit.vehicle', 'vehicle.make');
  const shown =
    make && vehiclePath && !isInactive(ui, vehiclePath)
      ? ` · ${[make, value('unit.vehicle', 'vehicle.model')].filter(Boolean).join(' ')}`
      : '';
  return `Unit ${index + 1}: ${typeText}${shown}`;
}

/** The Unit Summary: the units with edit and delete, plus Add Unit. */
function UnitSummary({ definition, onOpen }: { definition: FormDefinition; onOpen: (path: string) => void }) {
  const { setValue } = useOpenReport();
  const key = formRoles(definition).section('units')?.key ?? '';
  const units = useEditor((s) => getAt(s.data, key));
  const ui = useEditor((s) => s.ui);
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const codes = useCodeLists((s) => s.lookup);
  const list = Array.isArray(units) ? (units as Record<string, unknown>[]) : [];
  // A unit holds a vehicle, its driver, owner and passengers: one click must not lose them.
  const remove = (i: number) => {
    if (window.confirm(`Delete Unit ${i + 1} and everything entered for it (vehicle, people, factors)?`)) {
      setValue(
        key,
        list.filter((_, j) => j !== i),
      );
    }
  };
  return (
    <section aria-labelledby="section-title" className="flex flex-col gap-3">
      <h2 id="section-title" className="text-lg font-semibold">
        Unit Summary
      </h2>
      <ul className="flex flex-col gap-2">
        {list.map((unit, i) => (
          <li key={itemIdOf(unit, key, i)} className="flex items-center gap-3 rounded border border-line bg-panel p-3">
            <span className="flex-1">{unitLine(definition, unit, i, ui, codes)}</span>
            <Button variant="secondary" onClick={() => onOpen(`${key}.${i}`)}>
              Edit Unit {i + 1}
            </Button>
            {!readOnly && list.length > 1 && (
              <Button variant="danger" onClick={() => remove(i)}>
                Delete Unit {i + 1}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <Button className="self-start" onClick={() => setValue(key, [...list, newItem()])}>
          Add Unit
        </Button>
      )}
    </section>
  );
}

/** Parties Involved: everyone named in the report, by unit. */
function PartiesSummary({ definition }: { definition: FormDefinition }) {
  const data = useEditor((s) => s.data);
  const roles = formRoles(definition);
  const rows = roleItems(roles, 'units', data).flatMap((u, i) => {
    const people = (section: SectionRole, role: string) => {
      const pattern = roles.section(section)?.itemPattern ?? '';
      return roleItems(roles, section, u).flatMap((p) => {
        const name = [
          itemRoleValue(roles, pattern, p, 'person.lastName'),
          itemRoleValue(roles, pattern, p, 'person.firstName'),
        ]
          .filter((part): part is string => typeof part === 'string' && part !== '')
          .join(', ');
        return name ? [{ unit: i + 1, role, name }] : [];
      });
    };
    return [
      ...people('unit.driver', 'Driver'),
      ...people('unit.owner', 'Owner'),
      ...people('unit.passengers', 'Passenger'),
    ];
  });
  return (
    <section aria-labelledby="section-title" className="flex flex-col gap-3">
      <h2 id="section-title" className="text-lg font-semibold">
        Parties Involved
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted">No people entered yet.</p>
      ) : (
        <table className="text-sm">
          <thead>
            <tr>
              <th className="text-left">Unit</th>
              <th className="text-left">Role</th>
              <th className="text-left">Name</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{r.unit}</td>
                <td>{r.role}</td>
                <td>{r.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
