import { SingleBar } from 'cli-progress';

export type ProgressStream = NodeJS.WritableStream & { isTTY?: boolean };

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

/**
 * A progress bar on a terminal; elsewhere (CI logs, or the start command, which prefixes every service's
 * lines) a line per tenth of the way, since a redrawn bar would come out as hundreds of lines.
 */
export function progress(stream: ProgressStream, label: string): Progress {
  if (stream.isTTY) {
    const bar = new SingleBar({
      format: `${label.padEnd(15)} |{bar}| {percentage}% | {value}/{total} | {duration_formatted} (eta {eta_formatted})`,
      stream: stream,
      hideCursor: true,
    });
    let started = false;
    return {
      update(done: number, total: number) {
        if (!started) bar.start(total, done);
        else bar.update(done);
        started = true;
      },
      stop() {
        if (started) bar.stop();
        started = false;
      },
    };
  }
  // Not a terminal (CI logs): a line per tenth instead of a redrawn bar.
  let shown = -1;
  return {
    update(done: number, total: number) {
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth > shown) stream.write(`${label}: ${done}/${total}\n`);
      shown = Math.max(shown, tenth);
    },
    stop: () => undefined,
  };
}
