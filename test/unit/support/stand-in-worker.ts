/**
 * A Worker as the page's side of our workers sees it, over a real MessageChannel: port1 is the
 * page's end, port2 the worker's (a test connects the worker's script there, or nothing: a script
 * that never loads says nothing at all); `fail` plays the worker's `error` event.
 */
export type WorkerListener = (event: { data?: unknown; message?: string }) => void;

export class StandInPort {
  readonly channel = new MessageChannel();
  /** Every message the page posted to it. */
  readonly posted: unknown[] = [];
  terminated = false;
  private readonly errors = new Set<WorkerListener>();
  constructor() {
    this.channel.port1.start();
  }
  postMessage(message: unknown, transfer: ArrayBuffer[]): void {
    this.posted.push(message);
    this.channel.port1.postMessage(message, transfer);
  }
  addEventListener(type: string, listener: WorkerListener): void {
    if (type === 'error') this.errors.add(listener);
    else this.channel.port1.addEventListener('message', listener);
  }
  removeEventListener(type: string, listener: WorkerListener): void {
    if (type === 'error') this.errors.delete(listener);
    else this.channel.port1.removeEventListener('message', listener);
  }
  terminate(): void {
    this.terminated = true;
    this.channel.port1.close();
    this.channel.port2.close();
  }
  fail(message: string): void {
    for (const listener of this.errors) listener({ message });
  }
}
