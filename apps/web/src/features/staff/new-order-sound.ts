/** A short two-tone chime for a new order (issue #12); silent where the browser allows no audio yet. */
export function playNewOrderSound() {
  try {
    const ctx = new AudioContext();
    const tone = (freq: number, start: number) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.15, ctx.currentTime + start);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + start + 0.25);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + start);
      osc.stop(ctx.currentTime + start + 0.25);
    };
    tone(880, 0);
    tone(1320, 0.18);
    window.setTimeout(() => void ctx.close(), 800);
  } catch {
    // No audio here: the badge still shows.
  }
}
