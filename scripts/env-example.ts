// `npm run env-example`: writes .env.example from the configuration schema (server/config-example.ts).
import fs from 'node:fs';
import path from 'node:path';
import { envExample } from '../server/config-example';

fs.writeFileSync(path.resolve(import.meta.dirname, '../.env.example'), envExample());
