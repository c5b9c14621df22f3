/**
 * The end-to-end server's mail server: a real SMTP server (the `smtp-server` package) that writes every mail it
 * accepts as an .eml file into E2E_MAIL_DIR, where the tests look for what the portal sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT || 4397);
if (!dir) throw new Error('E2E_MAIL_DIR is not set');
fs.mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      count++;
      // Written aside and renamed: a test that lists the folder sees a mail whole or not at all, never the empty
      // file that exists between its creation and its first write.
      const name = `${Date.now()}-${count}.eml`;
      const aside = path.join(dir, `.${name}.part`);
      fs.writeFileSync(aside, Buffer.concat(chunks));
      fs.renameSync(aside, path.join(dir, name));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`smtp sink on ${port}, writing to ${dir}`));
