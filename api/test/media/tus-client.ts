import type TestAgent from 'supertest/lib/agent';

/** A bare tus 1.0 client over supertest: each protocol step is a visible request in the tests. */
export const TUS = '/api/admin/uploads/tus';

export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export function createUpload(agent: TestAgent, length: number, metadata: Record<string, string>) {
  return agent.post(TUS).set('Tus-Resumable', '1.0.0').set('Upload-Length', String(length)).set('Upload-Metadata', tusMetadata(metadata));
}

export function patchChunk(agent: TestAgent, location: string, offset: number, chunk: Buffer) {
  return agent
    .patch(location)
    .set('Tus-Resumable', '1.0.0')
    .set('Upload-Offset', String(offset))
    .set('Content-Type', 'application/offset+octet-stream')
    .send(chunk);
}

export function headUpload(agent: TestAgent, location: string) {
  return agent.head(location).set('Tus-Resumable', '1.0.0');
}

/** Sends `data` from `offset` in chunks of `chunkSize`; answers the last response. */
export async function sendAll(agent: TestAgent, location: string, data: Buffer, chunkSize: number, offset = 0) {
  let last;
  for (let at = offset; at < data.length; at += chunkSize) {
    last = await patchChunk(agent, location, at, data.subarray(at, at + chunkSize)).expect(204);
  }
  if (!last) throw new Error('nothing to send');
  return last;
}
