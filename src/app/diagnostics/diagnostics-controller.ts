/**
 * Keeps About live while it shows: the network state (`online`/`offline` events) and the last recorded
 * error. The host redraws on either; nothing is polled.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { diagnostics as appDiagnostics, type DiagnosticsRecorder, type RecordedError } from './recorder.ts';

export class DiagnosticsController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly recorder: DiagnosticsRecorder = appDiagnostics,
  ) {
    host.addController(this);
  }

  get online(): boolean {
    return navigator.onLine;
  }

  get lastError(): RecordedError | undefined {
    return this.recorder.last;
  }

  hostConnected(): void {
    window.addEventListener('online', this.changed);
    window.addEventListener('offline', this.changed);
    this.recorder.addEventListener('change', this.changed);
  }

  hostDisconnected(): void {
    window.removeEventListener('online', this.changed);
    window.removeEventListener('offline', this.changed);
    this.recorder.removeEventListener('change', this.changed);
  }

  private readonly changed = (): void => {
    this.host.requestUpdate();
  };
}
