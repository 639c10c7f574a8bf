import { CodeListId } from '../../codes/list-ids';
import { choice, code, date, section, text, time, yesNo } from '../definition/builders';

/**
 * The General Information section, with the investigative officer and the assisting officers.
 * The investigative officer is the report's author and the agency the report's own: the server
 * sets both (setByServer), so no save can put another officer or agency on the report.
 */
export const investigativeOfficer = section('InvestigativeOfficer', 'Investigative Officer', [
  text('OfficerIdTxt', 'Officer ID', {
    maxLength: 10,
    defaultFrom: 'user.badgeId',
    setByServer: true,
    role: 'officer.id',
  }),
  text('OfficerNameFiTxt', 'Officer First Name', {
    minLength: 1,
    maxLength: 20,
    defaultFrom: 'user.firstName',
    setByServer: true,
    role: 'officer.firstName',
  }),
  text('OfficerNameLastTxt', 'Officer Last Name', {
    minLength: 2,
    maxLength: 20,
    defaultFrom: 'user.lastName',
    setByServer: true,
    role: 'officer.lastName',
  }),
]);

export const assistingOfficers = section(
  'AssistingOfficers',
  'Assisting Officers',
  [
    text('OFFICERNAMETXT', 'Officer Name', { maxLength: 30 }),
    text('OFFICERIDTXT', 'Officer ID', { maxLength: 5 }),
    code('AGENCYORITXT', 'Agency', CodeListId.Agency),
  ],
  { repeat: { min: 0, max: 20, itemLabel: 'Assisting Officer' } },
);

export const generalInformation = section(
  'GeneralInformation',
  'General Information',
  [
    date('CollDte', 'Date of Collision', { role: 'report.crashDate' }),
    time('CollTimeTxt', 'Time of Collision', { role: 'report.crashTime' }),
    time('TimeNotifiedTxt', 'Time Notified'),
    time('TimeArrivedTxt', 'Time Arrived'),
    date('REPORTDTE', 'Report Date'),
    time('LaneStartTimeTxt', 'Lane Closed From'),
    time('LaneEndTimeTxt', 'Lane Closed Until'),
    time('RoadwayStartTimeTxt', 'Roadway Closed From'),
    time('RoadwayEndTimeTxt', 'Roadway Closed Until'),
    yesNo('InvestCompleteInd', 'Investigation Complete'),
    yesNo('PhotosTakenInd', 'Photos Taken'),
    choice('InvestOtherLocTxt', 'Investigated', [
      { value: '1', label: 'At Scene Only' },
      { value: '0', label: 'Other' },
    ]),
    text('SceneLocationTxt', 'Other Investigation Location', { maxLength: 100 }),
    code('AgencyORITXT', 'Agency', CodeListId.Agency, {
      defaultFrom: 'user.agencyOri',
      setByServer: true,
      role: 'report.agencyOri',
    }),
    text('LocalCodeTxt', 'Local Code', { maxLength: 20, role: 'report.caseNumber' }),
    text('SubmittedByTxt', 'Submitted By', { readOnly: true }),
    text('SubmissionTypeCde', 'Submission Type', { readOnly: true }),
    text('ReviewedByTxt', 'Reviewed By', { maxLength: 50 }),
    text('ReviewingOfficerTxt', 'Reviewing Officer', { maxLength: 50 }),
  ],
  { navRoot: true, sections: [investigativeOfficer, assistingOfficers] },
);
