import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { ReceivedMail } from '../mail/smtp-test-server';
import type { TestApp } from '../harness/test-app';

/** The secret of a staff link in a mail (it rides in the URL's fragment: #token=…). */
export function tokenIn(mail: ReceivedMail, page: 'join' | 'reset-password'): string {
  const match = new RegExp(`https://podcast\\.example\\.com/admin/${page}#token=([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${page} link in: ${mail.text}`);
  return match[1];
}

export async function signIn(t: TestApp, username: string, password: string): Promise<TestAgent> {
  const agent = request.agent(t.app.getHttpServer());
  await agent
    .post('/api/admin/login')
    .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')
    .send({ username, password })
    .expect(200);
  return agent;
}
