/** When this process started (ms since the epoch): files older than this were left by an earlier process. */
export const processStartedAt = (): number => Date.now() - process.uptime() * 1000;
