import { attachmentClientKeySchema } from '../../../lib/api/schemas/attachment-schemas';
import { dbIdFromText } from '../../../lib/validation/input-rules/input-bounds';
import { badRequest } from '../../api/api-error';

/** The multipart fields an upload sends before its files. */
export interface UploadFields {
  reportId: number;
  type: string;
  /** The device's key for the one file of this upload; absent for an upload without one. */
  clientKey?: string | undefined;
}

/** The fields as sent before the first file, or a 400 naming the one that is wrong. */
export function uploadFieldsOf(values: Map<string, string>): UploadFields {
  const reportId = dbIdFromText().safeParse(values.get('reportId') ?? '');
  if (!reportId.success) {
    throw badRequest('Send the field reportId (the report number) before the files.', [
      { path: 'reportId', message: 'A report number (1 to 2147483647) is required.' },
    ]);
  }
  const key = values.get('clientKey');
  const clientKey = key === undefined ? undefined : attachmentClientKeySchema.safeParse(key);
  if (clientKey && !clientKey.success) {
    const message = clientKey.error.issues[0]?.message ?? 'The field clientKey must be a UUID.';
    throw badRequest(message, [{ path: 'clientKey', message }]);
  }
  return { reportId: reportId.data, type: values.get('type') ?? '', clientKey: clientKey?.data };
}

/**
 * A clientKey names one file: with two, a retry could not tell which of them the server already
 * holds. Refused before anything is stored, so the device can send each file on its own.
 */
export const oneFileUnderKey = () =>
  badRequest('An upload with a clientKey carries one file: send each file in an upload of its own, with its own key.', [
    { path: 'clientKey', message: 'One file per clientKey.' },
  ]);
