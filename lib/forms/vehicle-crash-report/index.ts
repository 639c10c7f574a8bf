import type { FormDefinition } from '../definition/definition-schema';
import { crashDetails } from './crash-details';
import { generalInformation } from './general-information';
import { location } from './location';
import { attachments, diagram, narrative, witnesses } from './report-sections';
import { vehicleCrashReportUiRules } from './ui-rules';
import { units } from './unit-sections';
import { vehicleCrashReportValidationRules } from './validation-rules';

/**
 * The Vehicle Crash Report: type Crash, lockDuration 24 hours. Sections follow the editor's
 * navigation tree (see docs/rules/report-editor.md, "Sections"); the Parties Involved summary is derived from the units, not stored.
 */
export const vehicleCrashReport: FormDefinition = {
  type: 'Crash',
  name: 'Vehicle Crash Report',
  lockDuration: 24,
  sections: [generalInformation, crashDetails, location, units, witnesses, diagram, attachments, narrative],
  uiRules: vehicleCrashReportUiRules,
  validationRules: vehicleCrashReportValidationRules,
  attachmentTypes: [
    { code: '001', name: 'Diagram', category: 'public' },
    { code: '002', name: 'Photo Public', category: 'public' },
    { code: '003', name: 'Photo Confidential', category: 'private' },
    { code: '004', name: 'Support Documentation Public', category: 'public' },
    { code: '005', name: 'Support Documentation Confidential', category: 'private' },
  ],
  attachmentLimits: {
    maxBytesEach: 5_000_000,
    maxBytesTotal: 10_000_000,
    extensions: ['txt', 'doc', 'docx', 'pdf', 'jpg', 'png', 'zip', 'bmp'],
  },
  mapBounds: { minLatitude: 38, maxLatitude: 42, minLongitude: -88, maxLongitude: -85 },
};
