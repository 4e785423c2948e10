// Ports of one e2e run, derived from E2E_PORT so parallel runs on other ports do not collide.
export const appPort = Number(process.env.E2E_PORT ?? 4173);
export const smtpPort = appPort + 1;
export const mailApiPort = appPort + 2;
