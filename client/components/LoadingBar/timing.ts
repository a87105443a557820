/** The loading bar's timing (docs/product.md#loading-bar). */
export const SHOW_AFTER_MS = 200;
/** How long the bar takes to creep towards 90 % while work goes on. */
export const PROGRESS_MS = 5_000;
/** After the work ends the bar fills and fades within this time. */
export const HIDE_AFTER_MS = 500;

/** hidden: nothing on screen; running: creeping towards 90 %; finishing: filled, fading out. */
export type LoadingBarPhase = 'hidden' | 'running' | 'finishing';

export interface LoadingBarTimer {
  /** Whether work (a navigation, a first load, a change) is going on now. */
  setBusy(busy: boolean): void;
  dispose(): void;
}

/**
 * The bar's state machine. Work that ends within 200 ms never shows it, so fast pages do not
 * flicker; work that starts again while the bar fades takes the running bar back.
 */
export function createLoadingBarTimer(onPhase: (phase: LoadingBarPhase) => void): LoadingBarTimer {
  let phase: LoadingBarPhase = 'hidden';
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const enter = (next: LoadingBarPhase) => {
    phase = next;
    onPhase(next);
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  return {
    setBusy(next) {
      if (next === busy) return;
      busy = next;
      cancel();
      if (busy) {
        if (phase === 'finishing') enter('running');
        else timer = setTimeout(() => enter('running'), SHOW_AFTER_MS);
        return;
      }
      if (phase !== 'running') return;
      enter('finishing');
      timer = setTimeout(() => enter('hidden'), HIDE_AFTER_MS);
    },
    dispose: cancel,
  };
}
