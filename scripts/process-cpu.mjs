// Where a run's CPU goes, by process (`npm run bench:tests`, issue 31): samples every process's CPU time from /proc
// once a second and adds each one's growth to the part it belongs to, so that the bench prints what the machine
// spent on the browser's renderers, its other processes, the browser tests' shops and Playwright, each half of
// the call tests, the PostgreSQL server and everything else. A process is put in a part by its command line and
// by which of the run's commands it descends from. What a process spends after its last sample and before it
// ends is not seen: the parts add up to a little less than the machine's busy time, which the bench prints beside.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS = 100;

/** A process's parent, flags and CPU ticks (user + system) from /proc/<pid>/stat, or null once it has ended. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces or parentheses itself: the fields start after the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), flags: Number(f[6]) };
  } catch {
    return null;
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** PF_KTHREAD: a kernel thread. */
const KTHREAD = 0x00200000;

/** The browser's own processes by Chromium's --type switch. */
function chromiumPart(cmd) {
  const type = /--type=([a-z-]+)/.exec(cmd)?.[1];
  if (type === 'renderer') return "the browser's renderers";
  if (type === 'gpu-process') return "the browser's GPU process";
  if (type === 'zygote') return "the browser's renderers"; // renderers fork from it, and are first seen under its name
  if (type === 'utility') return "the browser's network and other services";
  return "the browser's main process";
}

/**
 * Starts sampling. `roots` maps the pid of each command the caller started to its name ("unit postgres", "e2e"
 * and so on); `stop()` samples once more and answers CPU-s by part.
 */
export function sampleProcesses(roots) {
  /** pid -> { part, ticks at the last sample, root: the run's command it descends from, shop: under a shop } */
  const seen = new Map();
  const totals = new Map();
  const add = (part, ticks) => totals.set(part, (totals.get(part) ?? 0) + ticks / TICKS);

  /** The part of a process first seen now: from its command line, then from the run's command it descends from. */
  function partOf(pid, s, stats) {
    if (s.flags & KTHREAD) return { part: 'kernel threads' };
    const cmd = cmdline(pid);
    if (/^postgres:|(^|\/)postgres /.test(cmd)) return { part: 'the PostgreSQL server' };
    let root;
    let shop = false;
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
      if (roots.has(p)) {
        root = roots.get(p);
        break;
      }
      const known = seen.get(p);
      if (known && known.root !== undefined) {
        root = known.root;
        shop ||= known.shop;
        break;
      }
      if ((p === pid ? cmd : cmdline(p)).includes('e2e-shop.mjs')) shop = true;
      p = (stats.get(p) ?? stat(p))?.ppid ?? 1;
    }
    if (root === undefined) return { part: 'other processes (services, the machine)' };
    if (/chrom(e|ium)/.test(cmd) && !/node/.test(cmd.split(' ')[0])) return { part: chromiumPart(cmd), root };
    if (shop) return { part: "the browser tests' shops and their seeding", root, shop };
    if (root === 'e2e') return { part: "Playwright's runner and workers", root };
    if (root === 'build') return { part: 'the build', root };
    return { part: `${root}: test workers and their runner`, root };
  }

  function sample() {
    const stats = new Map();
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (!Number.isInteger(pid)) continue;
      const s = stat(pid);
      if (s) stats.set(pid, s);
    }
    for (const [pid, s] of stats) {
      let known = seen.get(pid);
      if (!known) {
        // What a process spent before it was first seen counts too, unless it is older than the run.
        known = { ...partOf(pid, s, stats), ticks: started ? 0 : s.ticks };
        seen.set(pid, known);
      }
      add(known.part, s.ticks - known.ticks);
      known.ticks = s.ticks;
    }
  }

  let started = false;
  sample(); // the processes older than the run: only their growth from now counts
  started = true;
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return [...totals].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]);
    },
  };
}
