// One of the review's Web Workers: the page starts them when Review is pressed and ends
// them (terminate) on Cancel, so a review never blocks the page.
import { reviewJob, type ReviewRequest } from './review-job';

const handle = reviewJob((report) => self.postMessage(report));
self.onmessage = (event: MessageEvent<ReviewRequest>) => handle(event.data);
