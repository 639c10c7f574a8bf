/**
 * The one line that identifies a record, as the records window copies it for pasting into
 * another system: the licence number with its state and the name, the plate with its state and
 * the VIN, the VIN, or the USDOT number.
 */
import { orUnknown } from './record-summary';
import type { CrashRecord } from './record-types';

export function identifierLineOf(record: CrashRecord): string {
  switch (record.kind) {
    case 'driverLicence': {
      const given = [record.firstName, record.middleName, record.suffix].filter(Boolean).join(' ');
      return `${orUnknown(record.licenceState)} ${orUnknown(record.licenceNumber)} ${record.lastName}, ${given}`;
    }
    case 'vehicleRegistration': {
      const owner = record.ownerBusinessName ?? record.ownerName;
      return [`${orUnknown(record.plateState)} ${record.plate}`, record.vin && `VIN ${record.vin}`, owner]
        .filter(Boolean)
        .join(' ');
    }
    case 'vin':
      return record.vin;
    case 'usdot':
      return `USDOT ${record.usdotNumber}`;
  }
}
