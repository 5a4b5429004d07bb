/**
 * anvil runs under this small sh script so it can never outlive us. Its stdin is a pipe from
 * this process: when we close it (stop) or die in any way, even SIGKILL, the read returns and
 * anvil gets SIGINT, on which it writes its state file and exits. The script exits with anvil.
 * (Async lists get /dev/null as stdin, so the pipe is handed to the watcher as fd 3.)
 */
export const watchdogScript = [
  'exec 3<&0',
  '"$@" 3<&- </dev/null & anvil=$!',
  '{ read -r line <&3; kill -INT "$anvil" 2>/dev/null; } &',
  'watcher=$!',
  'exec 3<&-',
  'wait "$anvil"; status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');
