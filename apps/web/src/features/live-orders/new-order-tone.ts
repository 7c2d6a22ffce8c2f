let context: AudioContext | undefined;

const audioContext = () => {
  context ??= new AudioContext();
  return context;
};

/**
 * Browsers keep audio silent until the user has clicked or typed on the page: the first click or
 * key press after sign-in starts the audio context, so a later order can be heard.
 */
export function unlockAudioOnFirstGesture(): () => void {
  const unlock = () => {
    void audioContext()
      .resume()
      .catch(() => {});
    stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
  return stop;
}

/** Two short rising notes (about 200 ms in all), made on the spot: no audio file to load. */
export function playNewOrderTone() {
  try {
    const audio = audioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
    const start = audio.currentTime + 0.01;
    for (const [index, frequency] of [880, 1320].entries()) {
      const noteStart = start + index * 0.1;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A soft attack and decay: no click at either end.
      gain.gain.setValueAtTime(0.0001, noteStart);
      gain.gain.exponentialRampToValueAtTime(0.25, noteStart + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, noteStart + 0.1);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(noteStart);
      oscillator.stop(noteStart + 0.11);
    }
  } catch {
    // No Web Audio (an old or locked-down browser): the notice still shows.
  }
}
