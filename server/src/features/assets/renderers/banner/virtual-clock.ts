/**
 * A clock for the banner's page that moves only when the recorder says, installed before any of the
 * banner's scripts run (`addInitScript`). Its timers, animation frames, `Date` and `performance.now`
 * read the recorder's time, and every CSS or Web Animation is paused when first seen and placed at the
 * time since then, so frame N shows the banner at N frames' time however slowly the machine draws.
 * Chromium's own virtual time (Emulation.setVirtualTimePolicy) was tried first: it drives scripts but
 * not CSS animations, which kept the compositor's real frames, and a page asking for animation frames
 * made its screenshots fail.
 *
 * Plain JavaScript in a string: it runs in the page, and a transpiled function's helpers would not be there.
 */
export const VIRTUAL_CLOCK = `(() => {
  const realDate = Date;
  const origin = realDate.now();
  let now = 0;
  let nextId = 1;
  const timers = new Map();
  let frameCallbacks = new Map();
  const firstSeen = new WeakMap();
  const schedule = (handler, delay, args, repeat) => {
    const wait = Math.max(0, Number(delay) || 0);
    const id = nextId++;
    const callback = typeof handler === 'function' ? () => handler(...args) : () => undefined;
    timers.set(id, { id, due: now + wait, callback, every: repeat ? Math.max(1, wait) : null });
    return id;
  };
  window.setTimeout = (handler, delay, ...args) => schedule(handler, delay, args, false);
  window.setInterval = (handler, delay, ...args) => schedule(handler, delay, args, true);
  window.clearTimeout = window.clearInterval = (id) => void timers.delete(Number(id));
  window.requestAnimationFrame = (callback) => {
    const id = nextId++;
    frameCallbacks.set(id, callback);
    return id;
  };
  window.cancelAnimationFrame = (id) => void frameCallbacks.delete(id);
  performance.now = () => now;
  window.Date = class extends realDate {
    constructor(...args) {
      if (args.length === 0) super(origin + now);
      else super(...args);
    }
    static now() {
      return origin + now;
    }
  };
  const run = (callback, ...args) => {
    try {
      callback(...args);
    } catch (error) {
      console.error(error);
    }
  };
  const settle = () => new Promise((resolve) => queueMicrotask(resolve));
  // Moves the clock to \`to\` (ms since the page opened): due timers in order, one animation frame, the animations placed.
  window.__advanceBannerClock = async (to) => {
    // A script that keeps scheduling itself at once would otherwise never let the clock reach \`to\`.
    for (let ran = 0; ran < 10000; ran += 1) {
      let next;
      for (const timer of timers.values()) if (timer.due <= to && (!next || timer.due < next.due || (timer.due === next.due && timer.id < next.id))) next = timer;
      if (!next) break;
      now = Math.max(now, next.due);
      if (next.every === null) timers.delete(next.id);
      else next.due += next.every;
      run(next.callback);
      await settle();
    }
    now = to;
    const frame = frameCallbacks;
    frameCallbacks = new Map();
    for (const callback of frame.values()) run(callback, now);
    await settle();
    for (const animation of document.getAnimations()) {
      if (!firstSeen.has(animation)) {
        firstSeen.set(animation, now);
        animation.pause();
      }
      animation.currentTime = (now - firstSeen.get(animation)) * animation.playbackRate;
    }
  };
})();`;
