// The review's Web Worker: the page starts it when Review is pressed and ends it
// (terminate) on Cancel, so a review never blocks the page.
import { runReview, type ReviewRequest } from './review-job';

self.onmessage = (event: MessageEvent<ReviewRequest>) => runReview(event.data, (report) => self.postMessage(report));
