/** A failed call to an outside API. Retryable: network errors, timeouts, 429 and 5xx; a 4xx will not heal by retrying. */
export class IntegrationError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

/** POSTs JSON and returns the parsed answer; throws IntegrationError with the service's words on failure. */
export async function postJson(service: string, url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new IntegrationError(`${service} could not be reached: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  const text = await response.text();
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new IntegrationError(`${service} answered ${response.status}: ${text.slice(0, 300) || response.statusText}`, retryable);
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
