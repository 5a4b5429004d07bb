// Times named phases of a script and prints them as a table, so a slow CI shows where time goes.

/** `onStart(name)` is called as each phase begins (npm test uses it to tell .ci/run where it is). */
export function phaseTimer({ onStart = () => undefined } = {}) {
  const rows = [];
  return {
    /** Runs `work`, records how long it took (also when it fails), and returns its result. */
    async phase(name, work) {
      onStart(name);
      const started = performance.now();
      try {
        return await work();
      } finally {
        rows.push({ name, seconds: (performance.now() - started) / 1000 });
      }
    },
    print() {
      console.log('\n==> Time per phase');
      for (const row of rows) console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${row.name}`);
    },
  };
}
