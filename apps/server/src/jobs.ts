/**
 * Runs `job` every `everyMs` in the background until the returned function is called. A run that
 * is still going when the next is due makes that one skip, so a slow database never piles runs
 * up; failures go to `onError` and the next run tries again. The timer does not keep the process
 * alive.
 */
export function repeatEvery(
  everyMs: number,
  job: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
