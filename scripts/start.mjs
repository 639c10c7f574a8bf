// `npm start`: build the web app and the server when missing or older than their sources, then run
// the server from what was built (a release runs `npm run serve`, which never builds).
import { ensureWebApp, runBuiltServer } from './built.mjs';

ensureWebApp();
await runBuiltServer('main');
