type AudioContextClass = typeof AudioContext;

/** A short two-tone chime: 880 Hz then 1320 Hz, 0.12 s each (Web Audio, no sound file to ship). */
const TONES = [880, 1320];
const TONE_SECONDS = 0.12;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

/** Plays the new-notification chime; silent where Web Audio is missing or the browser refuses to play. */
export function playNotificationSound(): void {
  const Ctx = audioContextClass();
  if (!Ctx) return;
  try {
    // One context for the page: browsers limit how many may exist.
    context ??= new Ctx();
    // Autoplay rules leave a context suspended until the user has interacted with the page.
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const start = context.currentTime;
    TONES.forEach((frequency, i) => {
      const at = start + i * TONE_SECONDS;
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.15, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + TONE_SECONDS);
      oscillator.connect(gain);
      gain.connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + TONE_SECONDS);
    });
  } catch {
    // no sound is better than a broken bell
  }
}

/** Tests only: forget the page's audio context. */
export function resetNotificationSoundForTests(): void {
  context = null;
}
