import { vi } from 'vitest';

/** An upload a test holds: what was sent, and the server's side of it. */
export interface HeldUpload {
  method: string;
  path: string;
  headers: Record<string, string>;
  form: FormData;
  /** Moves the upload's progress bar: `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body?: unknown) => void;
  /** The connection drops. */
  fail: () => void;
}

/**
 * Stands in for XMLHttpRequest, which uploads use to report progress (lib/upload.ts): each send
 * waits in `held` until the test answers it, so the screen can be read half-way through.
 */
export function fakeUploads() {
  const held: HeldUpload[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private listeners = new Map<string, (() => void)[]>();
    private uploadListeners = new Map<string, ((event: ProgressEvent) => void)[]>();
    upload = {
      addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
        this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
    };

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    abort() {
      this.emit('abort');
    }

    send(form: FormData) {
      held.push({
        method: this.method,
        path: this.url.replace(/^\/api\//, ''),
        headers: this.headers,
        form,
        progress: (loaded, total) =>
          this.uploadListeners
            .get('progress')
            ?.forEach((listener) =>
              listener({ lengthComputable: true, loaded, total } as ProgressEvent),
            ),
        answer: (status, body) => {
          this.status = status;
          this.responseText = body === undefined ? '' : JSON.stringify(body);
          this.emit('load');
        },
        fail: () => this.emit('error'),
      });
    }

    private emit(type: string) {
      this.listeners.get(type)?.forEach((listener) => listener());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return held;
}
