/** One line naming a record for the officer, on the control beside it and in messages. */
import type { CrashRecord } from './record-types';

/** A state or licence number left blank because the return's was none (flagged) shows as '??'. */
export const orUnknown = (value: string | undefined) => value ?? '??';

export function summariseRecord(record: CrashRecord): string {
  switch (record.kind) {
    case 'driverLicence':
      return `Licence ${orUnknown(record.licenceState)} ${orUnknown(record.licenceNumber)}: ${record.lastName}, ${record.firstName}`;
    case 'vehicleRegistration':
      return `Registration ${orUnknown(record.plateState)} ${record.plate}${record.ownerName ? `: ${record.ownerName}` : ''}`;
    case 'vin':
      return `VIN ${record.vin}`;
    case 'usdot':
      return `USDOT ${record.usdotNumber}`;
  }
}
