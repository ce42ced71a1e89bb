/** The word index's worker: see word-index-service.ts. */
import { wordWorker } from './word-index-service';

const handle = wordWorker((message, transfer) => self.postMessage(message, { transfer }));
self.addEventListener('message', (event: MessageEvent<unknown>) => handle(event.data));
