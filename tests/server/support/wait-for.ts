// Waiting in a test for a condition (a job done, a row written), never for a fixed time.

/** Polls `check` every 50 ms until it answers something truthy, which it returns; throws after
 * `timeoutMs` naming `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
