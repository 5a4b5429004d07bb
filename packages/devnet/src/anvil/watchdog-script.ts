/**
 * anvil runs under this small sh script so it can never outlive us. Its stdin is a pipe from
 * this process: when we close it (stop) or die in any way, even SIGKILL, the read returns and
 * anvil gets SIGINT, on which it writes its state file and exits. The script exits with anvil.
 * (Async lists get /dev/null as stdin, so the pipe is handed to the watcher as fd 3.)
 *
 * sh starts an async list with SIGINT ignored (POSIX, no job control), so anvil answers SIGINT only once it
 * has installed its own handler, a moment after it prints "Listening on". A stop in that moment was lost and
 * the caller waited out its 30 s timeout before killing the group. The watcher therefore repeats SIGINT every
 * 200 ms, at most 50 times, until anvil is gone; a second SIGINT while anvil writes its state is harmless (its
 * handler has already fired).
 */
export const watchdogScript = [
  'exec 3<&0',
  '"$@" 3<&- </dev/null & anvil=$!',
  '{ read -r line <&3; n=0; while [ "$n" -lt 50 ] && kill -INT "$anvil" 2>/dev/null; do n=$((n + 1)); sleep 0.2; done; } &',
  'watcher=$!',
  'exec 3<&-',
  'wait "$anvil"; status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');
