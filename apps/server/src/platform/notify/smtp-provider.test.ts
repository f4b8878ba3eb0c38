import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpProvider } from './smtp-provider.js';

interface Received {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}

/** A minimal SMTP server on loopback (EHLO, AUTH PLAIN, MAIL, RCPT, DATA): what nodemailer really sends. */
function smtpServer(received: Received[]) {
  return net.createServer((socket) => {
    let mail: Received = { from: '', to: [], data: '', auth: null };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '', auth: mail.auth };
            reply('250 queued');
          } else mail.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'AUTH') {
          mail.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          reply('235 ok');
        } else if (verb === 'MAIL') {
          mail.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(line);
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
}

describe('SMTP provider', () => {
  const received: Received[] = [];
  const server = smtpServer(received);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the code email through the SMTP server with the configured sender and login', async () => {
    const provider = new SmtpProvider({
      host: '127.0.0.1',
      port,
      secure: false,
      user: 'mailer',
      pass: 's3cret',
      from: 'zcps@example.com',
    });
    await provider.send({
      channel: 'email',
      to: 'someone@example.com',
      subject: '职称评审管理系统验证码',
      text: '您的验证码为：123456',
      params: { code: '123456' },
    });
    provider.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toContain('<zcps@example.com>');
    expect(mail!.to).toEqual(['RCPT TO:<someone@example.com>']);
    expect(mail!.auth).toBe('\u0000mailer\u0000s3cret');
    expect(mail!.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail!.data).toContain('To: someone@example.com');
  });

  it('fails when the server refuses the connection', async () => {
    const closed = new SmtpProvider({ host: '127.0.0.1', port: 1, secure: false, from: 'zcps@example.com' });
    await expect(
      closed.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 't', params: {} }),
    ).rejects.toThrow();
    closed.close();
  });
});
