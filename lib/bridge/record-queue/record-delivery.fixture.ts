import type { RecordDelivery } from './queued-record';

/** A valid secret and deliveries for tests. */
export const testSecret = 'ab'.repeat(32);

export function testDelivery(id = 'delivery-1', overrides: Partial<RecordDelivery> = {}): RecordDelivery {
  return {
    id,
    record: { kind: 'vin', id: 'vin-1HGCM82633A004352', vin: '1HGCM82633A004352' },
    pageUrl: 'https://rms.example.gov/query?plate=ABC123',
    capturedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}
