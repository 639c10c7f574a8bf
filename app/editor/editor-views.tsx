import type { FormDefinition, SectionDefinition } from '../../lib/forms/definition-schema';
import { getAt } from '../../lib/forms/paths';
import { Button } from '../../components/button';
import { setValue, useEditor } from './editor-store';
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
  if (path === 'Units') return <UnitSummary onOpen={onOpen} />;
  if (path === 'Parties') return <PartiesSummary />;
  const target = sectionAt(definition, path);
  if (!target) return <p>There is no section {path}.</p>;
  return (
    <section aria-labelledby="section-title" className="flex flex-col gap-4">
      <h2 id="section-title" className="text-lg font-semibold">
        {target.section.label}
        {path.startsWith('Units.') && ` — Unit ${Number(path.split('.')[1]) + 1}`}
      </h2>
      {target.section.repeat ? (
        <RepeatedSection section={target.section} path={target.path} />
      ) : (
        <SectionFields section={target.section} path={target.path} />
      )}
    </section>
  );
}

/** SPEC §2 Unit Summary: the units with edit and delete, plus Add Unit. */
function UnitSummary({ onOpen }: { onOpen: (path: string) => void }) {
  const units = useEditor((s) => getAt(s.data, 'Units'));
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const list = Array.isArray(units) ? (units as Record<string, Record<string, string>>[]) : [];
  return (
    <section aria-labelledby="section-title" className="flex flex-col gap-3">
      <h2 id="section-title" className="text-lg font-semibold">
        Unit Summary
      </h2>
      <ul className="flex flex-col gap-2">
        {list.map((unit, i) => (
          <li key={i} className="flex items-center gap-3 rounded border border-line bg-panel p-3">
            <span className="flex-1">
              Unit {i + 1}:{' '}
              {unit.UnitInformation?.UNITTYPECDE ? `type ${unit.UnitInformation.UNITTYPECDE}` : 'type not set'}
              {unit.VehicleInformation?.VEHMAKETXT
                ? ` · ${unit.VehicleInformation.VEHMAKETXT} ${unit.VehicleInformation.VEHMODELTXT ?? ''}`
                : ''}
            </span>
            <Button variant="secondary" onClick={() => onOpen(`Units.${i}`)}>
              Edit Unit {i + 1}
            </Button>
            {!readOnly && list.length > 1 && (
              <Button
                variant="danger"
                onClick={() =>
                  setValue(
                    'Units',
                    list.filter((_, j) => j !== i),
                  )
                }
              >
                Delete Unit {i + 1}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <Button className="self-start" onClick={() => setValue('Units', [...list, {}])}>
          Add Unit
        </Button>
      )}
    </section>
  );
}

/** SPEC §2 Parties Involved: everyone named in the report, by unit. */
function PartiesSummary() {
  const data = useEditor((s) => s.data);
  const units = getAt(data, 'Units');
  const rows = (Array.isArray(units) ? (units as Record<string, unknown>[]) : []).flatMap((u, i) => {
    const person = (p: unknown, role: string) => {
      const r = (p ?? {}) as Record<string, string>;
      const name = [r.NAMELASTTXT, r.NAMEFIRSTTXT].filter(Boolean).join(', ');
      return name ? [{ unit: i + 1, role, name }] : [];
    };
    const passengers = Array.isArray(u.Passengers) ? u.Passengers : [];
    return [
      ...person(u.Driver, 'Driver'),
      ...person(u.Owner, 'Owner'),
      ...passengers.flatMap((p) => person(p, 'Passenger')),
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
