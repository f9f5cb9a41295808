import { describe, expect, it } from 'vitest';
import { clockOf, frameMiddle, frameStart, type FrameClock } from './frame-clock.ts';
import { FakeVideo } from './fake-video.ts';
import { createVideoTransport } from './video-transport.ts';

/** A `<video>` whose seeks take time until `settle`, as the lock must wait for them. */
class SeekingVideo extends FakeVideo {
  constructor() {
    super(4);
  }
  override get currentTime() {
    return this.time;
  }
  override set currentTime(value: number) {
    this.time = value;
    this.seeking = true;
  }
  /** The seek is done and there is data to play on. */
  settle() {
    this.seeking = false;
    this.dispatchEvent(new Event('seeked'));
    this.dispatchEvent(new Event('canplay'));
  }
  /** Plays on to `seconds` and presents the frame there, shown at `shownAt`. */
  override present(seconds: number, shownAt = 0) {
    this.time = seconds;
    super.present(seconds, shownAt);
  }
}

const clock = (frameCount: number) => clockOf({ frame_rate: { num: 24000, den: 1001 }, frame_count: frameCount, duration_ms: Math.round((frameCount * 1001) / 24) });
const long = clock(96);
const short = clock(72);

function setUp({ clocks = [long, short] as FrameClock[], shifts = [0, 0], initialFrame = 0 } = {}) {
  const transport = createVideoTransport({ clocks, shifts, initialFrame, heardSide: 0 });
  const videos = clocks.map(() => new SeekingVideo());
  const detaches = videos.map((video, index) => transport.sides[index]!.attach(video as unknown as HTMLVideoElement));
  const settle = () => videos.forEach((video) => video.settle());
  settle();
  return { transport, videos, settle, detaches };
}

/** The frame an element is seeked to, from the middle of it. */
const shownFrame = (video: SeekingVideo, of: FrameClock) => Math.floor((video.currentTime * of.rate.num) / of.rate.den);

describe('video transport of two sides, locked frame for frame', () => {
  it('has the frames both videos have, and shows both on the playhead’s frame', () => {
    const { transport, videos } = setUp({ initialFrame: 40 });
    expect(transport.getState()).toMatchObject({ frame: 40, isPlaying: false });
    expect(transport.getState().clock.frameCount).toBe(72);
    expect(videos[0]!.currentTime).toBeCloseTo(frameMiddle(long, 40), 9);
    expect(videos[1]!.currentTime).toBeCloseTo(frameMiddle(short, 40), 9);
  });

  it('takes the same clocks and shifts again without moving a side (its holder hands them over at every render)', () => {
    const { transport, videos } = setUp({ initialFrame: 10 });
    transport.setClocks([long, short]);
    transport.setShifts([0, 0]);
    expect(videos.map((video) => video.seeking)).toEqual([false, false]);
    transport.setShifts([0, 2]);
    expect(shownFrame(videos[1]!, short)).toBe(12);
  });

  it('steps both sides together, and an offset moves one side on', () => {
    const { transport, videos } = setUp({ initialFrame: 10 });
    transport.step(1);
    transport.step(1);
    expect(videos.map((video, index) => shownFrame(video, [long, short][index]!))).toEqual([12, 12]);
    transport.setShifts([0, 3]);
    expect(transport.getState().clock.frameCount).toBe(69);
    expect(shownFrame(videos[0]!, long)).toBe(12);
    expect(shownFrame(videos[1]!, short)).toBe(15);
    transport.step(-1);
    expect(shownFrame(videos[0]!, long)).toBe(11);
    expect(shownFrame(videos[1]!, short)).toBe(14);
    // The end of the shorter side is the end: its last frame is shown at the playhead's last.
    transport.showFrame(1000);
    expect(transport.getState().frame).toBe(68);
    expect(shownFrame(videos[1]!, short)).toBe(71);
  });

  it('starts both only once each has its frame, and follows the lead’s frames', () => {
    const { transport, videos, settle } = setUp({ initialFrame: 20 });
    transport.play();
    expect(transport.getState().isPlaying).toBe(true);
    // Both were sent to frame 20 and are still seeking: neither plays yet.
    expect(videos.map((video) => video.paused)).toEqual([true, true]);
    videos[0]!.settle();
    expect(videos[0]!.paused).toBe(true);
    settle();
    expect(videos.map((video) => video.paused)).toEqual([false, false]);
    videos[1]!.present(frameMiddle(short, 24));
    videos[0]!.present(frameMiddle(long, 24));
    expect(transport.getState().frame).toBe(24);
  });

  it('slows a follower a little ahead and hurries one a little behind', () => {
    const { transport, videos, settle } = setUp();
    transport.play();
    settle();
    videos[1]!.present(frameMiddle(short, 30));
    videos[0]!.present(frameStart(long, 30));
    expect(videos[1]!.playbackRate).toBeLessThan(1);
    videos[1]!.present(frameStart(short, 32));
    videos[0]!.present(frameMiddle(long, 32));
    expect(videos[1]!.playbackRate).toBeGreaterThan(1);
    expect(videos[0]!.playbackRate).toBe(1);
  });

  it('follows the frame the follower presented, not its clock, which runs ahead of a late decoder', () => {
    const { transport, videos, settle } = setUp();
    transport.play();
    settle();
    // B's clock says frame 31, but the frame it presented last is 29, half gone: it lags.
    videos[1]!.present(frameMiddle(short, 29), 1000);
    videos[1]!.currentTime = frameStart(short, 31);
    videos[1]!.seeking = false;
    videos[0]!.present(frameStart(long, 30), 1000);
    expect(videos[1]!.playbackRate).toBeGreaterThan(1);
  });

  it('takes a follower presented a refresh before the lead to have played on since; the lead waits for a stalled one, paused', () => {
    const { transport, videos, settle } = setUp();
    transport.play();
    settle();
    const frameMs = 1001 / 24;
    // B showed frame 30 half a frame before A showed its frame 30's middle: in step.
    videos[1]!.present(frameStart(short, 30), 1000);
    videos[0]!.present(frameMiddle(long, 30), 1000 + frameMs / 2);
    expect(videos[1]!.playbackRate).toBeCloseTo(1, 3);
    // B has shown nothing for five frames: it is where it stopped, and A waits for it.
    videos[0]!.present(frameMiddle(long, 35), 1000 + 5 * frameMs);
    expect(videos.map((video) => video.paused)).toEqual([true, false]);
    expect(transport.getState()).toMatchObject({ frame: 35, isPlaying: true });
    // B catches up: A goes on.
    videos[1]!.present(frameMiddle(short, 35), 1000 + 6 * frameMs);
    expect(videos.map((video) => video.paused)).toEqual([false, false]);
  });

  it('holds a follower that ran a frame ahead until the lead has caught up', () => {
    const { transport, videos, settle } = setUp();
    transport.play();
    settle();
    videos[1]!.present(frameMiddle(short, 31), 1000);
    videos[0]!.present(frameMiddle(long, 30), 1000);
    expect(videos.map((video) => video.paused)).toEqual([false, true]);
    videos[0]!.present(frameMiddle(long, 31), 1000 + 1001 / 24);
    expect(videos.map((video) => video.paused)).toEqual([false, false]);
  });

  it('never has both sides wait for each other: a side waited for that overshoots goes on, and the other waits', () => {
    const { transport, videos, settle } = setUp();
    transport.play();
    settle();
    const frameMs = 1001 / 24;
    videos[1]!.present(frameStart(short, 30), 1000);
    videos[0]!.present(frameStart(long, 32), 1000 + 2 * frameMs);
    expect(videos.map((video) => video.paused)).toEqual([true, false]);
    // B skips a frame or two while A waits, and is now ahead.
    videos[1]!.present(frameStart(short, 34), 1000 + 3 * frameMs);
    expect(videos.map((video) => video.paused)).toEqual([false, true]);
  });

  it('when one side waits for data, the other waits too, and both go on together from the same frame', () => {
    const { transport, videos, settle } = setUp();
    transport.play();
    settle();
    videos[0]!.present(frameMiddle(long, 30));
    videos[1]!.readyState = 2;
    videos[1]!.dispatchEvent(new Event('waiting'));
    expect(videos.map((video) => video.paused)).toEqual([true, true]);
    expect(transport.getState()).toMatchObject({ frame: 30, isPlaying: true });
    expect(shownFrame(videos[1]!, short)).toBe(30);
    videos[0]!.settle();
    videos[1]!.settle();
    expect(videos[1]!.paused).toBe(true);
    videos[1]!.readyState = 4;
    videos[1]!.dispatchEvent(new Event('canplay'));
    expect(videos.map((video) => video.paused)).toEqual([false, false]);
    expect(videos.map((video, index) => shownFrame(video, [long, short][index]!))).toEqual([30, 30]);
  });

  it('realigns both when the follower is far off', () => {
    const { transport, videos, settle } = setUp();
    transport.play();
    settle();
    videos[1]!.present(frameMiddle(short, 50));
    videos[0]!.present(frameMiddle(long, 30));
    expect(videos.map((video) => video.paused)).toEqual([true, true]);
    expect(shownFrame(videos[1]!, short)).toBe(30);
    settle();
    expect(videos.map((video) => video.paused)).toEqual([false, false]);
    expect(transport.getState().isPlaying).toBe(true);
  });

  it('stops every side when the browser pauses one, and at the last frame both have', () => {
    const { transport, videos, settle } = setUp();
    transport.play();
    settle();
    videos[1]!.present(frameMiddle(short, 12));
    videos[0]!.present(frameMiddle(long, 12));
    videos[1]!.pause();
    videos[1]!.dispatchEvent(new Event('pause'));
    expect(transport.getState()).toMatchObject({ frame: 12, isPlaying: false });
    expect(videos[0]!.paused).toBe(true);

    transport.showFrame(60);
    transport.play();
    settle();
    videos[0]!.present(frameMiddle(long, 71));
    expect(transport.getState()).toMatchObject({ frame: 71, isPlaying: false });
    expect(videos.map((video) => video.paused)).toEqual([true, true]);
  });

  it('goes round a loop with both sides', () => {
    const { transport, videos, settle } = setUp({ initialFrame: 20 });
    transport.markIn();
    transport.seek(25);
    transport.markOut();
    transport.play();
    expect(transport.getState().frame).toBe(20);
    settle();
    videos[0]!.present(frameMiddle(long, 26));
    expect(transport.getState().frame).toBe(20);
    expect(videos.map((video, index) => shownFrame(video, [long, short][index]!))).toEqual([20, 20]);
    settle();
    expect(videos.map((video) => video.paused)).toEqual([false, false]);
  });

  it('plays one side’s sound only', () => {
    const { transport, videos } = setUp();
    expect(videos.map((video) => video.muted)).toEqual([false, true]);
    transport.toggleMute();
    expect(videos.map((video) => video.muted)).toEqual([true, true]);
    transport.toggleMute();
    transport.setVolume(0.5);
    expect(videos.map((video) => [video.muted, video.volume])).toEqual([
      [false, 0.5],
      [true, 0.5],
    ]);
  });

  it('plays the sound of the side chosen, and only that one', () => {
    const { transport, videos } = setUp();
    const heard: number[] = [];
    transport.subscribe(() => heard.push(transport.getHeardSide()));
    transport.setHeardSide(1);
    expect(videos.map((video) => video.muted)).toEqual([true, false]);
    expect(heard).toEqual([1]);
    transport.setHeardSide(0);
    expect(videos.map((video) => video.muted)).toEqual([false, true]);
  });

  it('waits for a side drawn again (another mode) and plays on with it', () => {
    const { transport, videos, settle, detaches } = setUp();
    transport.play();
    settle();
    detaches[1]!();
    expect(videos[0]!.paused).toBe(true);
    expect(transport.getState().isPlaying).toBe(true);
    const fresh = new SeekingVideo();
    transport.sides[1]!.attach(fresh as unknown as HTMLVideoElement);
    videos[0]!.settle();
    expect(videos[0]!.paused).toBe(true);
    fresh.settle();
    expect([videos[0]!.paused, fresh.paused]).toEqual([false, false]);
  });
});
