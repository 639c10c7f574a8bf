/** One line naming a record for the officer, on the control beside it and in messages. */
import type { CrashRecord } from './record-types';

/** A state left blank because the return's was no code (flagged) shows as '??'. */
export const stateOrUnknown = (state: string | undefined) => state ?? '??';

export function summariseRecord(record: CrashRecord): string {
  switch (record.kind) {
    case 'driverLicence':
      return `Licence ${stateOrUnknown(record.licenceState)} ${record.licenceNumber}: ${record.lastName}, ${record.firstName}`;
    case 'vehicleRegistration':
      return `Registration ${stateOrUnknown(record.plateState)} ${record.plate}${record.ownerName ? `: ${record.ownerName}` : ''}`;
    case 'vin':
      return `VIN ${record.vin}`;
    case 'usdot':
      return `USDOT ${record.usdotNumber}`;
  }
}
