// `npm run move-attachments`: copies the attachments kept in the database into the configured object store (server/move-attachments.ts).
import { register } from 'tsx/esm/api';

register();
await import('../server/move-attachments.ts');
