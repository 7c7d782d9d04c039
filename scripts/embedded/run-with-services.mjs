// Runs one Node program of the API (the server, or a command such as the admin CLI) with the
// database and Redis `npm start` resolves (services.mjs), and stops what was started for it once it
// has exited. Shared by scripts/start.mjs and scripts/with-services.mjs, so `npm start`, `npm run
// admin` and `npm run release` always find the same database.
import { spawn } from 'node:child_process';
import { startMissingServices } from './services.mjs';
import { StartError } from './processes.mjs';

/**
 * Resolves with the program's exit code (1 when the services could not be started). SIGINT, SIGTERM
 * and SIGHUP go to the program; from the moment this is called a signal does not end this process
 * before what it started is stopped.
 */
export async function runWithServices({ root, env, log, program, args = [], what, stdio = 'inherit', ...serviceOptions }) {
  let child;
  let stopRequested = false;
  const forward = (signal) => {
    stopRequested = true;
    child?.kill(signal);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);

  let services;
  try {
    services = await startMissingServices({ root, env, log, ...serviceOptions });
  } catch (error) {
    console.error(error instanceof StartError ? error.message : `${what}: ${error.message}`);
    for (const signal of signals) process.off(signal, forward);
    return 1;
  }

  let code = 0;
  if (!stopRequested) {
    child = spawn(process.execPath, [program, ...args], { cwd: root, stdio, env: { ...env, ...services.settings } });
    code = await new Promise((resolve) => {
      child.once('error', (error) => {
        console.error(error.message);
        resolve(1);
      });
      child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
  }
  await services.stop().catch((error) => {
    console.error(`${what}: stopping the embedded services: ${error.message}`);
    code ||= 1;
  });
  for (const signal of signals) process.off(signal, forward);
  return code;
}
