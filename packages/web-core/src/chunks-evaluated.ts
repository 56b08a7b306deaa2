// The start script (build/prerender.ts, START_SCRIPT) of a prerendered page or a route shell
// evaluates the page's chunks one a task; the app waits for it before it imports them itself, or an
// import() evaluated the rest of the graph in one long task (Lighthouse's TBT on a phone).

/** The start script has evaluated the page's chunks, one a task (and marks itself `data-evaluated`). */
export const CHUNKS_EVALUATED_EVENT = 'hui:chunks-evaluated';
/** How long the app waits for that at most: each chunk says it has run or failed, so only a fault reaches it. */
const CHUNKS_WAIT_AT_MOST_MS = 10_000;

/** True while the start script is still evaluating the chunks it lists after the entry (`data-evaluate-after`). */
const isEvaluatingChunks = (): boolean => {
  const start = document.querySelector('script[data-entry]');
  return Boolean(start?.hasAttribute('data-evaluate-after') && !start.hasAttribute('data-evaluated'));
};

/**
 * Runs `then` once the start script has evaluated the chunks it lists after the entry; at once (in
 * this task) where it lists none, has done so already, or there is no start script (the dev server,
 * tests).
 */
export const whenChunksEvaluated = (then: () => void): void => {
  if (!isEvaluatingChunks()) return then();
  let isDone = false;
  const finish = () => {
    if (isDone) return;
    isDone = true;
    clearTimeout(timer);
    document.removeEventListener(CHUNKS_EVALUATED_EVENT, finish);
    then();
  };
  const timer = setTimeout(finish, CHUNKS_WAIT_AT_MOST_MS);
  document.addEventListener(CHUNKS_EVALUATED_EVENT, finish);
};

/** whenChunksEvaluated as a promise. */
export const chunksEvaluated = (): Promise<void> => new Promise((done) => whenChunksEvaluated(done));
