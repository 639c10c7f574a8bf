// `npm run move-attachments`: copies the attachments kept in the database into the configured object store (server/move-attachments.ts).
import { runBuiltServer } from './built.mjs';

await runBuiltServer('move-attachments');
