import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { fetchFile, fileNameOf } from './download-file.ts';

describe('fileNameOf', () => {
  it('reads a quoted, an unquoted and an escaped name', () => {
    expect(fileNameOf('attachment; filename="Landing page report.pdf"')).toBe('Landing page report.pdf');
    expect(fileNameOf('attachment; filename=comments.csv')).toBe('comments.csv');
    expect(fileNameOf('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
  });

  it('prefers the UTF-8 filename* over the plain one', () => {
    expect(fileNameOf(`attachment; filename="Caf_ report.pdf"; filename*=UTF-8''Caf%C3%A9%20report.pdf`)).toBe('Café report.pdf');
  });

  it('falls back to the plain name when filename* is malformed, and to nothing without a header', () => {
    expect(fileNameOf(`attachment; filename="report.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('report.pdf');
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment')).toBeUndefined();
  });
});

describe('fetchFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the body with the server’s file name, or the fallback without one', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { headers: { 'Content-Disposition': 'attachment; filename="Poster v2.pdf"' } }));
    vi.stubGlobal('fetch', fetchMock);
    const file = await fetchFile('/assets/7/report.pdf', 'report.pdf');
    expect(file.fileName).toBe('Poster v2.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/assets/7/report.pdf', expect.objectContaining({ credentials: 'same-origin' }));

    vi.stubGlobal('fetch', vi.fn(async () => new Response('a,b')));
    expect((await fetchFile('/assets/7/comments.csv', 'comments.csv')).fileName).toBe('comments.csv');
  });

  it('throws the server’s message on a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Downloads are not allowed on this link.' }), { status: 403 })));
    const failure = fetchFile('/public/reviews/abc/report.pdf', 'report.pdf');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Downloads are not allowed on this link.' });
  });
});
