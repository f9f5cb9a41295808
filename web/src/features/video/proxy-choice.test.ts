import { describe, expect, it } from 'vitest';
import { proxyFor, qualityLabel } from './proxy-choice.ts';

const proxy = (height: number) => ({ height, url: `files/p${height}.webm`, type: 'video/webm; codecs="vp9, opus"' });

describe('proxy choice', () => {
  it('plays 720p unless another is picked', () => {
    expect(proxyFor([proxy(720), proxy(1080)], null)?.height).toBe(720);
    expect(proxyFor([proxy(720), proxy(1080)], 1080)?.height).toBe(1080);
  });

  it('plays the tallest up to 720p when there is no 720p, or the smallest of taller ones', () => {
    expect(proxyFor([proxy(360)], null)?.height).toBe(360);
    expect(proxyFor([proxy(360), proxy(480)], 1080)?.height).toBe(480);
    expect(proxyFor([proxy(1080), proxy(2160)], null)?.height).toBe(1080);
  });

  it('has nothing to play before the first proxy is rendered', () => {
    expect(proxyFor([], null)).toBeUndefined();
  });

  it('names a proxy by its height', () => {
    expect(qualityLabel(1080)).toBe('1080p');
  });
});
