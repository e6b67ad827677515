/**
 * `npm run mail:catch [port]`: an SMTP server on 127.0.0.1 (default port 1025) that prints each
 * e-mail Relève sends. Start Relève with SMTP_URL=smtp://127.0.0.1:1025 to read them here.
 */
import { startSmtpCatcher } from './lib/smtp-catcher.ts';

const port = Number(process.argv[2] ?? 1025);
const catcher = await startSmtpCatcher(port, (mail) => {
  console.log(`\n── ${new Date().toLocaleTimeString('fr-FR')} ─────────────────────────────`);
  console.log(`De : ${mail.from}\nÀ : ${mail.to}\nObjet : ${mail.subject}\n`);
  console.log(mail.text);
});
console.log(`Serveur SMTP de test sur smtp://127.0.0.1:${catcher.port} (Ctrl+C pour arrêter)`);
