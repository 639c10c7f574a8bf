/** One line naming a record for the officer, on the control beside it and in messages. */
import type { CrashRecord } from './record-types';

export function summariseRecord(record: CrashRecord): string {
  switch (record.kind) {
    case 'driverLicence':
      return `Licence ${record.licenceState} ${record.licenceNumber}: ${record.lastName}, ${record.firstName}`;
    case 'vehicleRegistration':
      return `Registration ${record.plateState} ${record.plate}${record.ownerName ? `: ${record.ownerName}` : ''}`;
    case 'vin':
      return `VIN ${record.vin}`;
    case 'usdot':
      return `USDOT ${record.usdotNumber}`;
  }
}
