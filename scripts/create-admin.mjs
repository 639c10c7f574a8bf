// `npm run create-admin`: the first-run step, creating the first state administrator (server/create-admin.ts).
import { runBuiltServer } from './built.mjs';

await runBuiltServer('create-admin');
