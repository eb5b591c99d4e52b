// Which step a free slot of `npm test` takes next (scripts/test.mjs runs two slots).
//
// A step "alone" takes every slot: the unit tests run one jest worker per core, and beside the e2e specs (a browser,
// a backend and Playwright's runner on the same two cores) they took 18 minutes where alone they take five and a
// half (docs/performance.md, session 42). So such a step starts only once nothing else runs, nothing starts beside
// it, and no step after it in the queue starts before it: the queue waits for it as for a barrier.

/**
 * @param {string[]} queue the steps not started yet, in slot order
 * @param {Set<string>} running the steps running now
 * @param {{ needs?: Record<string, string[]>, alone?: Set<string> }} rules what a step needs finished first; which steps run alone
 * @returns {string | null} the step to start, or null when the slot must wait for a running step to end
 */
export function nextStep(queue, running, { needs = {}, alone = new Set() } = {}) {
  if ([...running].some((name) => alone.has(name))) return null;
  for (const name of queue) {
    const ready = (needs[name] ?? []).every((need) => !queue.includes(need) && !running.has(need));
    if (alone.has(name)) return ready && running.size === 0 ? name : null;
    if (ready) return name;
  }
  return null;
}
