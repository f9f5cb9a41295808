function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Redraws in a terminal at most this often: a fast upload would otherwise spend its time printing. */
const REDRAW_MS = 100;

/** The percentages a log is told of: a line each, so a CI log shows the upload moving without a line per chunk. */
const LOG_STEPS = [25, 50, 75, 100];

const percentOf = (sent: number, total: number) => (total ? Math.floor((sent / total) * 100) : 100);

/**
 * An upload's progress on stderr: in a terminal one line redrawn in place (bytes sent of the total and
 * the percentage) and wiped when the file is done; in a CI log, where redrawing makes a line per
 * redraw, a line as each file starts and one at each quarter reached (only the last of several
 * reached at once: a small file says 100% alone).
 */
export function startProgress(name: string, size: number, stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY) {
    stream.write(`Uploading ${name} (${formatBytes(size)})\n`);
    let told = 0;
    return {
      sent(sent: number, total: number) {
        const reached = LOG_STEPS.filter((step) => step <= percentOf(sent, total)).at(-1);
        if (reached === undefined || reached <= told) return;
        told = reached;
        stream.write(`Uploading ${name}: ${reached}%\n`);
      },
      done: () => {},
    };
  }
  let drawnAt = 0;
  const draw = (sent: number, total: number) => stream.write(`\r\x1b[2KUploading ${name}: ${formatBytes(sent)} of ${formatBytes(total)} (${percentOf(sent, total)}%)`);
  return {
    sent(sent: number, total: number) {
      const now = Date.now();
      if (now - drawnAt < REDRAW_MS && sent < total) return;
      drawnAt = now;
      draw(sent, total);
    },
    done: () => void stream.write('\r\x1b[2K'),
  };
}
