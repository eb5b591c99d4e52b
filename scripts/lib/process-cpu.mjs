// CPU seconds of a running process (user + system, with the children it has waited for), from /proc/<pid>/stat on
// Linux (USER_HZ: 100 ticks a second); undefined elsewhere or once it is gone. `npm start` reads the backend's this way
// when it first answers (its first start: migrations and the seed), since it keeps running (ADR 0121).
import fs from 'node:fs';

export function processCpu(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (in parentheses, which may hold spaces): utime is field 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
