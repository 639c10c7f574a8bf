import { describe, expect, it } from 'vitest';
import { entriesOfSeeds } from '../../codes/code-list';
import { codeListSeeds } from '../../codes/seed/all-code-lists';
import { completeReport } from '../../validation/report-checks/test-reports';
import { draftNarrative } from './narrative-draft';
import { setAt, type ReportData } from '../definition/paths';
import { vehicleCrashReport } from '../vehicle-crash-report';

const labels = new Map(
  entriesOfSeeds(codeListSeeds, '2026-01-01T00:00:00Z').map((e) => [`${e.listId}:${e.code}`, e.label]),
);
const label = (listId: number, code: string) => labels.get(`${listId}:${code}`);

function twoVehicles(): ReportData {
  let data = completeReport();
  data = setAt(data, 'GeneralInformation.CollDte', '11/27/2026');
  data = setAt(data, 'GeneralInformation.CollTimeTxt', '14:05');
  data = setAt(data, 'Location.RoadwayDirection', 'N');
  data = setAt(data, 'Location.RdwyNameTxt', 'MERIDIAN');
  data = setAt(data, 'Location.RdwySuffixTxt', 'ST');
  data = setAt(data, 'Location.InterNameTxt', 'WASHINGTON');
  data = setAt(data, 'Location.InterSuffixTxt', 'ST');
  data = setAt(data, 'CrashDetails.MannerCollCde', '6');
  const [unit] = data.Units as Record<string, Record<string, unknown>>[];
  const first = {
    ...unit,
    VehicleInformation: {
      ...unit!.VehicleInformation,
      VEHYEARTXT: '2003',
      VEHMAKETXT: 'HONDA',
      VEHMODELTXT: 'ACCORD',
      PRECOLLDIRCDE: '1',
      PRECOLLACTCDE: '1',
      EVENTCOLLWITHCDE: '12',
    },
    Driver: { NAMEFIRSTTXT: 'ANN', NAMELASTTXT: 'SMITH', INJSTATUSCDE: '2' },
  };
  const second = {
    ...unit,
    VehicleInformation: {
      ...unit!.VehicleInformation,
      VEHYEARTXT: '2019',
      VEHMAKETXT: 'FORD',
      VEHMODELTXT: 'F150',
      PRECOLLDIRCDE: '4',
      PRECOLLACTCDE: '11',
      EVENTCOLLWITHCDE: '12',
    },
    Driver: { NAMEFIRSTTXT: 'BOB', NAMELASTTXT: 'JONES', INJSTATUSCDE: '0' },
    Passengers: [{ NAMEFIRSTTXT: 'CY', NAMELASTTXT: 'JONES', INJSTATUSCDE: '4' }],
  };
  return setAt(data, 'Units', [first, second]);
}

describe('the narrative drafted from the coded report', () => {
  it('says when, each unit and how it moved, on which road, the collision and who was hurt', () => {
    const draft = draftNarrative(vehicleCrashReport, twoVehicles(), label);
    expect(draft.text).toBe(
      [
        'On 11/27/2026 at 14:05, Unit 1, a 2003 HONDA ACCORD driven by ANN SMITH, was travelling north on N MERIDIAN ST. ' +
          'Unit 2, a 2019 FORD F150 driven by BOB JONES, was travelling west on WASHINGTON ST, turning left.',
        'The vehicles collided (angle).',
        'The driver of Unit 1 (ANN SMITH) had a suspected minor injury (B). A passenger of Unit 2 (CY JONES) was killed.',
      ].join('\n\n'),
    );
    expect(draft.missing).toEqual([]);
  });

  it('drafts what it can and lists what is missing', () => {
    let data = setAt(twoVehicles(), 'Units.1.VehicleInformation.PRECOLLDIRCDE', '');
    data = setAt(data, 'Units.1.Driver', {});
    data = setAt(data, 'Location.RdwyNameTxt', '');
    const draft = draftNarrative(vehicleCrashReport, data, label);
    // Without a direction the unit cannot be placed on the crossing road, and the main road is not named.
    expect(draft.text).toContain('Unit 2, a 2019 FORD F150, was turning left.');
    expect(draft.missing).toEqual([
      'The location has no roadway name.',
      "Unit 2 has no driver's name.",
      'Unit 2 has no direction of travel.',
    ]);
  });

  it('says a non-collision first harmful event and a unit standing in the road', () => {
    let data = setAt(completeReport(), 'Units.0.VehicleInformation.EVENTCOLLWITHCDE', '42');
    data = setAt(data, 'Units.0.VehicleInformation.PRECOLLACTCDE', '5');
    const draft = draftNarrative(vehicleCrashReport, data, label);
    expect(draft.text).toMatch(/was stopped in the roadway on /);
    expect(draft.text).toContain("Unit 1's first harmful event was tree (standing only).");
  });
});
