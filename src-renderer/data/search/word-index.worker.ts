/** The word index's worker: see word-index-service.ts. */
import { connect } from '../../../src-shared/rpc';
import { workerScope } from '../../page-worker';
import { wordIndexContract, wordWorker } from './word-index-service';

connect(workerScope(), wordIndexContract.worker, wordIndexContract.page, wordWorker());
