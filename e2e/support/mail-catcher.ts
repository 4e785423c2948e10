// The e2e server's mail server: a real SMTP server on E2E_SMTP_PORT that keeps what it receives,
// and lists it as JSON on E2E_MAIL_API_PORT for the tests (e2e/support/mail.ts).
import { createServer } from 'node:http';
import { startSmtpCatcher } from '../../src/server/test/smtp';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const apiPort = Number(process.env.E2E_MAIL_API_PORT);

const smtp = await startSmtpCatcher(smtpPort);
createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(request.url === '/messages' ? JSON.stringify(smtp.messages) : '{"ok":true}');
}).listen(apiPort, '127.0.0.1');
console.log(`mail catcher: SMTP ${smtp.url}, messages at http://127.0.0.1:${apiPort}/messages`);
