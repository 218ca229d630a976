import { expect, test } from '@playwright/test';
import { chunkedUpload } from '../support/raw-http';

const EIGHT_MB = 8 * 1024 * 1024;

// A chunked upload has no Content-Length to check first: the body is counted as it arrives.
for (const path of ['/api/maestro', '/api/compare', '/api/b2b-enquiry', '/api/customer-create']) {
  test(`a chunked 8 MB upload to ${path} is refused with 413 before it is read @desktop`, async ({ request }) => {
    // The route answers once first, so the timing below is not the cost of loading it.
    await request.post(path, { data: {}, headers: { 'X-Forwarded-For': '198.20.0.1' } });
    const answer = await chunkedUpload(path, EIGHT_MB, {
      'X-Forwarded-For': `198.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(answer.status).toBe(413);
    expect(Object.keys(JSON.parse(answer.body) as object).length).toBeGreaterThan(0);
    // The answer came while most of the upload was still to be sent (reading it all first, as before,
    // answers only after the last byte); what went out before it sits mostly in the sockets' buffers.
    expect(answer.sentBeforeAnswer).toBeLessThan(EIGHT_MB / 2);
  });
}
