import { draftDiagram } from '../../lib/forms/diagrams/diagram-draft';
import { diagramFacts } from '../../lib/forms/diagrams/diagram-units';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { completeReport } from '../../lib/validation/report-checks/test-reports';

/** Six units: a chain of four northbound, and two eastbound across them. */
export function sixUnitReport() {
  const data = completeReport();
  const [unit] = data.Units as Record<string, Record<string, unknown>>[];
  const moves: [string, string][] = [
    ['1', '12'],
    ['1', '6'],
    ['1', '12'],
    ['1', '12'],
    ['3', '3'],
    ['3', '12'],
  ];
  data.Units = moves.map(([direction, impact]) => ({
    ...structuredClone(unit),
    VehicleInformation: { ...unit?.VehicleInformation, PRECOLLDIRCDE: direction, INITIALIMPACTCDE: impact },
  }));
  Object.assign(data.CrashDetails as object, { MannerCollCde: '1' });
  return data;
}

/** The report's diagram as the editor's "Draft from the report" button drafts it. */
export const draftOf = (data: ReturnType<typeof sixUnitReport>) => draftDiagram(diagramFacts(vehicleCrashReport, data));
