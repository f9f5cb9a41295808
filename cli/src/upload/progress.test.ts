import { describe, expect, it } from 'vitest';
import { startProgress } from './progress.ts';

/** A stand-in for stderr: what was written, and whether it is a terminal. */
function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  const stream = { isTTY, write: (text: string) => writes.push(text) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, writes };
}

describe('upload progress', () => {
  it('tells a log the file, then a line at each quarter reached, the last of several reached at once', () => {
    const { stream, writes } = fakeStream(false);
    const progress = startProgress('home.png', 4000, stream);
    for (const sent of [100, 1100, 1500, 2100, 3900, 4000]) progress.sent(sent, 4000);
    progress.done();
    expect(writes.join('')).toBe('Uploading home.png (3.9 KB)\nUploading home.png: 25%\nUploading home.png: 50%\nUploading home.png: 75%\nUploading home.png: 100%\n');

    const small = fakeStream(false);
    const once = startProgress('icon.png', 300, small.stream);
    once.sent(300, 300);
    expect(small.writes.join('')).toBe('Uploading icon.png (300 B)\nUploading icon.png: 100%\n');
  });

  it('redraws one line with the percentage in a terminal, and wipes it when the file is done', () => {
    const { stream, writes } = fakeStream(true);
    const progress = startProgress('home.png', 2048, stream);
    progress.sent(1024, 2048);
    progress.sent(2048, 2048);
    progress.done();
    expect(writes).toEqual(['\r\x1b[2KUploading home.png: 1.0 KB of 2.0 KB (50%)', '\r\x1b[2KUploading home.png: 2.0 KB of 2.0 KB (100%)', '\r\x1b[2K']);
  });
});
