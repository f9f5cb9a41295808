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

/**
 * An upload's progress on stderr: in a terminal one line redrawn in place (bytes sent of the total and
 * the percentage) and wiped when the file is done; in a CI log, where redrawing makes a line per
 * redraw, one plain line as each file starts.
 */
export function startProgress(name: string, size: number, stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY) {
    stream.write(`Uploading ${name} (${formatBytes(size)})\n`);
    return { sent: () => {}, done: () => {} };
  }
  let drawnAt = 0;
  const draw = (sent: number, total: number) => {
    const percent = total ? Math.floor((sent / total) * 100) : 100;
    stream.write(`\r\x1b[2KUploading ${name}: ${formatBytes(sent)} of ${formatBytes(total)} (${percent}%)`);
  };
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
