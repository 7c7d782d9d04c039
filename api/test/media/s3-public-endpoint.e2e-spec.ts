import { readFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { TestS3Server } from '../harness/s3-server';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from './media-fixtures';

/** The store listens on one loopback address (the server's "internal network")... */
const STORE_HOST = '127.0.0.3';
/** ...and the test client, like a browser outside, reaches it only through a proxy on another. */
const PUBLIC_HOST = '127.0.0.4';

/** A TCP proxy standing for the public address of the store (a load balancer, a published port). */
async function tcpProxy(targetPort: number): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    connections += 1;
    const outgoing = connect(targetPort, STORE_HOST);
    sockets.add(incoming).add(outgoing);
    incoming.pipe(outgoing).pipe(incoming);
    const drop = () => {
      incoming.destroy();
      outgoing.destroy();
    };
    incoming.on('error', drop).on('close', drop);
    outgoing.on('error', drop).on('close', drop);
  });
  server.on('close', () => sockets.forEach((socket) => socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, PUBLIC_HOST, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no proxy port');
  return { server, port: address.port, connections: () => connections };
}

describe('S3_PUBLIC_ENDPOINT: links signed for the address the outside world uses (issue 13)', () => {
  const scratch = mediaScratch();
  let store: TestS3Server;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let t: TestApp;
  let clip: string;

  beforeAll(async () => {
    store = await TestS3Server.start({ address: STORE_HOST });
    proxy = await tcpProxy(store.port);
    t = await createTestApp({ env: { ...store.env(), S3_PUBLIC_ENDPOINT: `http://${PUBLIC_HOST}:${proxy.port}` } });
    clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 640, height: 360, seconds: 1 });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => proxy.server.close(resolve));
    await store.close();
    scratch.dispose();
  });

  it('the server stores and transcodes over S3_ENDPOINT, and hands out links that work through S3_PUBLIC_ENDPOINT only', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const assets = t.app.get(DataSource).getRepository(VideoAssetEntity);
    const asset = await waitFor(
      async () => {
        const row = await assets.findOneByOrFail({ id: upload.body.video.id });
        if (row.transcodingStatus === 'failed') throw new Error(row.transcodingError ?? 'failed');
        return row.transcodingStatus === 'completed' ? row : undefined;
      },
      90_000,
      'transcoding',
    );
    // Upload, ffmpeg's read of the source and the renditions' upload all used the internal address.
    expect(proxy.connections()).toBe(0);

    const signed = await agent.get(`/api/media/signed-url/${asset.storageKey}`).expect(200);
    const url = new URL(signed.body.url as string);
    expect(url.origin).toBe(`http://${PUBLIC_HOST}:${proxy.port}`);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), readFileSync(clip))).toBe(0);
    expect(proxy.connections()).toBeGreaterThan(0);
  });
});
