import { describe, expect, it, vi } from 'vitest';
import { clockOf, frameMiddle, frameStart } from './frame-clock.ts';
import { runVideoAction } from './video-keys.ts';
import { createVideoTransport } from './video-transport.ts';
import { FakeMedia, FakeVideo } from './fake-video.ts';

const clock = clockOf({ frame_rate: { num: 24000, den: 1001 }, frame_count: 96, duration_ms: 4004 });
const setUp = (initialFrame = 0) => {
  const transport = createVideoTransport({ clocks: [clock], initialFrame });
  const video = new FakeVideo();
  transport.attach(video as unknown as HTMLVideoElement);
  return { transport, video };
};

describe('video transport', () => {
  it('opens paused on the frame asked for, shown from its middle', () => {
    const { transport, video } = setUp(40);
    expect(transport.getState()).toMatchObject({ frame: 40, isPlaying: false });
    expect(video.currentTime).toBeCloseTo(frameMiddle(clock, 40), 9);
  });

  it('steps frame by frame, kept on the video', () => {
    const { transport, video } = setUp(94);
    transport.step(1);
    expect(transport.getState().frame).toBe(95);
    expect(video.currentTime).toBeCloseTo(frameMiddle(clock, 95), 9);
    transport.step(1);
    expect(transport.getState().frame).toBe(95);
    transport.step(-95);
    expect(transport.getState().frame).toBe(0);
  });

  it('follows the presented frames while playing, and pauses on the last one shown', () => {
    const { transport, video } = setUp(10);
    transport.play();
    expect(transport.getState().isPlaying).toBe(true);
    video.present(frameMiddle(clock, 11) - 0.01);
    video.present(12.5 / (24000 / 1001));
    expect(transport.getState().frame).toBe(12);
    video.currentTime = 0.6; // the clock has run on past the frame on screen
    transport.pause();
    expect(transport.getState()).toMatchObject({ frame: 12, isPlaying: false });
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBeCloseTo(frameMiddle(clock, 12), 9);
  });

  it('tells each change to its listeners once, and nothing when nothing changed', () => {
    const { transport } = setUp(5);
    let calls = 0;
    const unsubscribe = transport.subscribe(() => (calls += 1));
    transport.seek(6);
    transport.seek(6);
    expect(calls).toBe(1);
    unsubscribe();
    transport.seek(7);
    expect(calls).toBe(1);
  });

  it('goes round a loop while playing, and plays a loop from its start', () => {
    const { transport, video } = setUp(50);
    transport.seek(20);
    transport.markIn();
    transport.seek(30);
    transport.markOut();
    expect(transport.getState().loop).toEqual({ in: 20, out: 30 });
    transport.seek(60);
    transport.play();
    expect(transport.getState().frame).toBe(20);
    video.present(frameMiddle(clock, 30));
    expect(transport.getState().frame).toBe(30);
    video.present(frameMiddle(clock, 31));
    expect(transport.getState().frame).toBe(20);
    expect(video.currentTime).toBeCloseTo(frameMiddle(clock, 20), 9);
    transport.clearLoop();
    expect(transport.getState().loop).toEqual({ in: null, out: null });
  });

  it('jumps back as the loop’s last frame ends, before the frame after it can show', () => {
    vi.useFakeTimers();
    const { transport, video } = setUp(20);
    transport.markIn();
    transport.seek(22);
    transport.markOut();
    transport.seek(20);
    transport.play();
    video.present(frameStart(clock, 22));
    expect(transport.getState().frame).toBe(22);
    vi.advanceTimersByTime(20);
    expect(transport.getState().frame).toBe(22);
    vi.advanceTimersByTime(30);
    expect(transport.getState().frame).toBe(20);
    expect(video.currentTime).toBeCloseTo(frameMiddle(clock, 20), 9);
    vi.useRealTimers();
  });

  it('plays again from the start once at the end', () => {
    const { transport } = setUp(95);
    transport.play();
    expect(transport.getState()).toMatchObject({ frame: 0, isPlaying: true });
  });

  it('plays with L, then speeds up', () => {
    const { transport, video } = setUp();
    transport.faster();
    expect(transport.getState()).toMatchObject({ isPlaying: true, speed: 1 });
    transport.faster();
    expect(transport.getState().speed).toBe(1.5);
    expect(video.playbackRate).toBe(1.5);
  });

  it('plays backwards with J, frame by frame at the speed, faster with J again, and stops at the first frame', () => {
    vi.useFakeTimers();
    try {
      const { transport, video } = setUp(48);
      transport.backwards();
      expect(transport.getState()).toMatchObject({ isPlaying: true, isReversing: true, speed: 1 });
      expect(video.paused).toBe(true);
      // A second at 23.976 frames a second: 24 frames back.
      vi.advanceTimersByTime(1001);
      expect(transport.getState().frame).toBe(24);
      expect(video.currentTime).toBeCloseTo(frameMiddle(clock, 24), 9);
      transport.backwards();
      expect(transport.getState().speed).toBe(1.5);
      vi.advanceTimersByTime(1001 / 1.5);
      expect(transport.getState().frame).toBe(0);
      vi.advanceTimersByTime(100);
      expect(transport.getState()).toMatchObject({ frame: 0, isPlaying: false, isReversing: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the picture to arrive before seeking again backwards; L plays forwards at normal speed', () => {
    vi.useFakeTimers();
    try {
      const { transport, video } = setUp(48);
      transport.backwards();
      video.seeking = true;
      vi.advanceTimersByTime(500);
      expect(transport.getState().frame).toBe(48);
      video.seeking = false;
      vi.advanceTimersByTime(10);
      expect(transport.getState().frame).toBe(36);
      transport.faster();
      expect(transport.getState()).toMatchObject({ isPlaying: true, isReversing: false, speed: 1 });
      expect(video.paused).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes to a range comment with its range as the loop', () => {
    const { transport } = setUp(5);
    transport.showSpan(20, 30);
    expect(transport.getState()).toMatchObject({ frame: 20, loop: { in: 20, out: 30 }, isPlaying: false });
    transport.showSpan(40, null);
    expect(transport.getState()).toMatchObject({ frame: 40, loop: { in: 20, out: 30 } });
  });

  it('mutes and brings the sound back', () => {
    const { transport, video } = setUp();
    transport.setVolume(0.4);
    transport.toggleMute();
    expect(video.muted).toBe(true);
    transport.toggleMute();
    expect(transport.getState()).toMatchObject({ volume: 0.4, isMuted: false });
    transport.setVolume(0);
    transport.toggleMute();
    expect(transport.getState()).toMatchObject({ volume: 1, isMuted: false });
  });

  it('runs the player keys', () => {
    const { transport } = setUp(10);
    let fullScreen = 0;
    runVideoAction(transport, 'nextFrame', () => (fullScreen += 1));
    expect(transport.getState().frame).toBe(11);
    runVideoAction(transport, 'lastFrame', () => (fullScreen += 1));
    expect(transport.getState().frame).toBe(95);
    runVideoAction(transport, 'fullScreen', () => (fullScreen += 1));
    expect(fullScreen).toBe(1);
  });

  it('starts a new source (another quality) again where the playhead is, playing if it was', () => {
    const { transport, video } = setUp(10);
    transport.play();
    video.present(frameMiddle(clock, 20));
    // Loading another source rewinds and pauses the element.
    video.currentTime = 0;
    video.paused = true;
    video.playbackRate = 1;
    transport.setSpeed(1.5);
    video.playbackRate = 1;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBeCloseTo(frameMiddle(clock, 20), 9);
    expect(video.paused).toBe(false);
    expect(video.playbackRate).toBe(1.5);
    expect(transport.getState()).toMatchObject({ frame: 20, isPlaying: true });
  });

  it('plays on in its picture drawn again, once the new element is bound', () => {
    const { transport, video } = setUp(10);
    const detach = transport.attach(video as unknown as HTMLVideoElement);
    transport.play();
    detach();
    expect(transport.getState().isPlaying).toBe(true);
    const fresh = new FakeVideo();
    transport.attach(fresh as unknown as HTMLVideoElement);
    expect(fresh.paused).toBe(false);
    expect(fresh.currentTime).toBeCloseTo(frameMiddle(clock, 10), 9);
  });

  it('drives an <audio> too, which tells no frames: its clock is read once a paint', () => {
    const paints: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => paints.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => paints.splice(0));
    try {
      const transport = createVideoTransport({ clocks: [clock], initialFrame: 10 });
      const audio = new FakeMedia();
      transport.attach(audio as unknown as HTMLMediaElement);
      expect(audio.currentTime).toBeCloseTo(frameMiddle(clock, 10), 9);
      transport.play();
      expect(audio.paused).toBe(false);
      audio.currentTime = frameMiddle(clock, 14);
      paints.shift()!(100);
      expect(transport.getState()).toMatchObject({ frame: 14, isPlaying: true });
      transport.pause();
      expect(audio.paused).toBe(true);
      expect(audio.currentTime).toBeCloseTo(frameMiddle(clock, 14), 9);
      expect(paints).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('seeks an element that has no metadata yet once it has', () => {
    const transport = createVideoTransport({ clocks: [clock], initialFrame: 30 });
    const video = new FakeVideo();
    video.readyState = 0;
    transport.attach(video as unknown as HTMLVideoElement);
    expect(video.currentTime).toBe(0);
    video.readyState = 1;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBeCloseTo(frameMiddle(clock, 30), 9);
  });
});
