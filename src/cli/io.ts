// Where the CLI writes: process streams in production, buffers in tests (which call `run`
// in-process), so every command takes a CliIo instead of touching process.stdout directly.

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress lines update in place there). */
  readonly errIsTTY?: boolean;
}

export const processIo: CliIo = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  get errIsTTY() {
    return process.stderr.isTTY === true;
  },
};

/** A CliIo that keeps what was written, for tests and for callers that post-process output. */
export class BufferIo implements CliIo {
  stdout = '';
  stderr = '';
  out(text: string): void {
    this.stdout += text;
  }
  err(text: string): void {
    this.stderr += text;
  }
}
