// `npm run create-admin`: the first-run step, creating the first state administrator (server/create-admin.ts).
import { register } from 'tsx/esm/api';

register();
await import('../server/create-admin.ts');
