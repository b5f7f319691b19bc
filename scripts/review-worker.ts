// The review's worker for Node (bench:review): the page's own job behind a worker thread's port.
import { parentPort } from 'node:worker_threads';
import { reviewJob, type ReviewRequest } from '../src/lib/review/review-job';

const handle = reviewJob((report) => parentPort!.postMessage(report));
parentPort!.on('message', (request: ReviewRequest) => handle(request));
