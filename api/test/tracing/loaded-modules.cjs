// Preloaded into a server process by the traces test (NODE_OPTIONS=--require): on SIGUSR2 it writes the
// files Node has loaded (require.cache) to LOADED_MODULES_FILE, so the test can tell whether the
// OpenTelemetry SDK was loaded at all.
const { writeFileSync } = require('node:fs');

process.on('SIGUSR2', () => {
  writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify(Object.keys(require.cache)));
});
