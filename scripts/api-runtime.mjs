// How the API process is run wherever the product runs it: `npm start` (scripts/start.mjs through
// run-with-services), the soak bench's "shipped" side, and (the same values, written out) the
// Dockerfile's ENV and docs/deployment.md. docs/performance.md, "API: soak (memory)", has the
// measurements behind each value.

/** Environment the API process gets on top of its own (values already set by the operator win). */
export const API_RUNTIME_ENV = {};

/** `env` with API_RUNTIME_ENV added where `env` does not set the variable itself. */
export function withApiRuntimeEnv(env) {
  const merged = { ...env };
  for (const [name, value] of Object.entries(API_RUNTIME_ENV)) if (merged[name] === undefined || merged[name] === '') merged[name] = value;
  return merged;
}
